-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/44_state_monad.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/44_state_monad.out %t3.out
module Main where

-- A hand-written State monad, used for labelling trees, a counter and a PRNG.

newtype State s a = State { runState :: s -> (a, s) }

instance Functor (State s) where
  fmap f (State g) = State $ \s -> let (a, s') = g s in (f a, s')

instance Applicative (State s) where
  pure a = State $ \s -> (a, s)
  State f <*> State g = State $ \s ->
    let (h, s1) = f s
        (a, s2) = g s1
    in (h a, s2)

instance Monad (State s) where
  return = pure
  State g >>= f = State $ \s -> let (a, s') = g s in runState (f a) s'

get :: State s s
get = State $ \s -> (s, s)

put :: s -> State s ()
put s = State $ \_ -> ((), s)

modify :: (s -> s) -> State s ()
modify f = get >>= put . f

evalState :: State s a -> s -> a
evalState m s = fst (runState m s)

execState :: State s a -> s -> s
execState m s = snd (runState m s)

data Tree a = Leaf a | Branch (Tree a) (Tree a)
  deriving Show

fresh :: State Int Int
fresh = do
  n <- get
  put (n + 1)
  return n

label :: Tree a -> State Int (Tree (Int, a))
label (Leaf x) = do
  n <- fresh
  return (Leaf (n, x))
label (Branch l r) = do
  l' <- label l
  r' <- label r
  return (Branch l' r')

-- Linear congruential generator threaded through State.
nextRand :: State Integer Integer
nextRand = do
  s <- get
  let s' = (s * 6364136223846793005 + 1442695040888963407) `mod` (2 ^ (64 :: Int))
  put s'
  return (s' `div` 2 ^ (33 :: Int))

rollDie :: State Integer Int
rollDie = fmap (\r -> fromIntegral (r `mod` 6) + 1) nextRand

replicateS :: Int -> State s a -> State s [a]
replicateS 0 _ = return []
replicateS n m = do
  x <- m
  xs <- replicateS (n - 1) m
  return (x : xs)

-- A running-total stack calculator in State.
push :: Int -> State [Int] ()
push x = modify (x :)

pop :: State [Int] (Maybe Int)
pop = do
  st <- get
  case st of
    [] -> return Nothing
    (x:xs) -> put xs >> return (Just x)

binop :: (Int -> Int -> Int) -> State [Int] ()
binop f = do
  a <- pop
  b <- pop
  case (a, b) of
    (Just x, Just y) -> push (f y x)
    _ -> return ()

main :: IO ()
main = do
  let tree = Branch (Branch (Leaf 'a') (Leaf 'b')) (Branch (Leaf 'c') (Branch (Leaf 'd') (Leaf 'e')))
  print (evalState (label tree) 0)
  print (execState (label tree) 100)
  print (runState (mapM (const fresh) "xyz") 10)
  print (evalState (replicateS 15 rollDie) 42)
  print (evalState (replicateS 5 nextRand) 2024)
  let program = do
        push 3
        push 4
        binop (+)
        push 5
        binop (*)
        push 2
        binop (-)
        pop
  print (runState program [])
  print (execState (mapM_ push [1 .. 5] >> binop (+) >> binop (*)) [])
  let counts = execState (mapM_ (\c -> modify (\(v, k) -> if c `elem` "aeiou" then (v + 1, k) else (v, k + 1))) "state monads are neat") (0 :: Int, 0 :: Int)
  print counts
