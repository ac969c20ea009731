-- Type classes by dictionary passing: a program's classes with superclasses,
-- default methods and instances with contexts; constructor classes; the
-- Maybe, Either, list and a State monad; functions polymorphic in their monad
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/classes_dictionaries.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/classes_dictionaries.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/classes_dictionaries.out %t3.out

import Control.Monad (when, unless, forM_, foldM)

class Shape a where
  area :: a -> Double
  perimeter :: a -> Double
  describe :: a -> String
  describe x = "a shape of area " ++ show (area x)

data Square = Square Double
data Circle = Circle Double

instance Shape Square where
  area (Square s) = s * s
  perimeter (Square s) = 4 * s

instance Shape Circle where
  area (Circle r) = 3 * r * r
  perimeter (Circle r) = 6 * r
  describe c = "a circle, perimeter " ++ show (perimeter c)

-- A superclass, and an instance with a context.
class Shape a => Solid a where
  volume :: a -> Double -> Double
  volume x h = area x * h

instance Solid Square

class Container f where
  empty :: f a
  insert :: a -> f a -> f a
  toL :: f a -> [a]
  size :: f a -> Int
  size c = length (toL c)

newtype Stack a = Stack [a]
newtype Queue a = Queue ([a], [a])

instance Container Stack where
  empty = Stack []
  insert x (Stack xs) = Stack (x : xs)
  toL (Stack xs) = xs

instance Container Queue where
  empty = Queue ([], [])
  insert x (Queue (f, b)) = Queue (f, x : b)
  toL (Queue (f, b)) = f ++ reverse b
  size (Queue (f, b)) = length f + length b

fill :: Container f => [a] -> f a
fill = foldr insert empty

class Pretty a where
  pretty :: a -> String

instance Pretty Int where
  pretty n = "#" ++ show n

instance Pretty Bool where
  pretty True = "yes"
  pretty False = "no"

instance Pretty a => Pretty [a] where
  pretty xs = "[" ++ concatMap (\x -> pretty x ++ ";") xs ++ "]"

instance (Pretty a, Pretty b) => Pretty (a, b) where
  pretty (a, b) = "<" ++ pretty a ++ "," ++ pretty b ++ ">"

-- A method without arguments in an instance whose context is a value class.
data Tagged a = Tagged String a

instance Show a => Pretty (Tagged a) where
  pretty = \(Tagged t x) -> t ++ "=" ++ show x

data Tree a = Leaf | Node (Tree a) a (Tree a)

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

instance Pretty a => Pretty (Tree a) where
  pretty Leaf = "."
  pretty (Node l x r) = "(" ++ pretty l ++ " " ++ pretty x ++ " " ++ pretty r ++ ")"

fromList :: Ord a => [a] -> Tree a
fromList = foldr ins Leaf
  where
    ins x Leaf = Node Leaf x Leaf
    ins x t@(Node l y r)
      | x < y = Node (ins x l) y r
      | x > y = Node l y (ins x r)
      | otherwise = t

-- A State monad of the program's own.
newtype State s a = State (s -> (a, s))

runState :: State s a -> s -> (a, s)
runState (State f) = f

instance Functor (State s) where
  fmap f (State g) = State (\s -> let (a, s') = g s in (f a, s'))
instance Applicative (State s) where
  pure a = State (\s -> (a, s))
  State f <*> State g = State (\s -> let (h, s1) = f s; (a, s2) = g s1 in (h a, s2))
instance Monad (State s) where
  State g >>= k = State (\s -> let (a, s') = g s in runState (k a) s')

get :: State s s
get = State (\s -> (s, s))

put :: s -> State s ()
put s = State (\_ -> ((), s))

modify :: (s -> s) -> State s ()
modify f = get >>= put . f

label :: Tree a -> State Int (Tree (Int, a))
label Leaf = return Leaf
label (Node l x r) = do
  l' <- label l
  n <- get
  put (n + 1)
  r' <- label r
  return (Node l' (n, x) r')

-- Polymorphic in the monad: the dictionary is passed along.
countdown :: Monad m => (Int -> m ()) -> Int -> m Int
countdown act n = do
  forM_ [n, n - 1 .. 1] act
  return n

pairUp :: Monad m => m a -> m b -> m (a, b)
pairUp ma mb = do
  a <- ma
  b <- mb
  return (a, b)

-- A superclass reached from a Monad context: fmap needs Functor m.
twice :: Monad m => m Int -> m Int
twice m = fmap (* 2) m >>= \x -> return (x + 1)

safeDiv :: Int -> Int -> Either String Int
safeDiv _ 0 = Left "divide by zero"
safeDiv a b = Right (a `div` b)

calc :: Int -> Int -> Int -> Either String Int
calc a b c = do
  x <- safeDiv a b
  y <- safeDiv x c
  return (x + y)

lookupAll :: [String] -> [(String, Int)] -> Maybe [Int]
lookupAll ks env = mapM (`lookup` env) ks

main :: IO ()
main = do
  putStrLn (describe (Square 2))
  putStrLn (describe (Circle 1))
  print (volume (Square 3) 2, perimeter (Square 1.5))
  print (toL (fill [1, 2, 3] :: Stack Int), size (fill "abcd" :: Stack Char))
  print (toL (fill [1, 2, 3] :: Queue Int), size (insert 'z' (fill "ab" :: Queue Char)))
  putStrLn (pretty [(1 :: Int, True), (2, False)])
  putStrLn (pretty (Tagged "pi" (3.5 :: Double)))
  let t = fromList [5, 2, 8, 1, 9, 3 :: Int]
  putStrLn (pretty (fmap (* 10) t))
  putStrLn (pretty (fmap (> 4) t))
  let (lt, next) = runState (label t) 100
  putStrLn (pretty (fmap fst lt))
  print next
  print (snd (runState (mapM_ (\x -> modify (+ x)) [1 .. 10]) 0))
  n <- countdown (\i -> when (even i) (print i)) 6
  print n
  print (countdown (\_ -> Just ()) 3, countdown (\i -> [(), ()]) 2)
  print (pairUp (Just 1) (Just 'x'), pairUp [1, 2] "ab")
  print (twice (Just 20), twice [1, 2], calc 100 5 2, calc 1 0 2, calc 10 2 0)
  r <- twice (return 4)
  print r
  print (lookupAll ["a", "c"] [("a", 1), ("b", 2), ("c", 3)], lookupAll ["a", "z"] [("a", 1)])
  print (fmap length (Right "abc" :: Either Int String), (+ 1) <$> Left 'e')
  print (pure 3 :: [Int], [(+ 1), (* 2)] <*> [10, 20], Just (+ 3) <*> Just 4)
  print (sequence [[1, 2], [3]], Just 5 >> Nothing :: Maybe Int, [1, 2] >> "ab")
  total <- foldM (\acc x -> do { unless (x < 3) (print x); return (acc + x) }) 0 [1 .. 4]
  print total
  print (3 <$ Just 'x', Just 1 <* Just 2, Just 1 *> Just 2)
