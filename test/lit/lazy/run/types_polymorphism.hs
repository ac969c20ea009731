-- types: let-polymorphism, signatures with contexts, type synonyms, annotations, defaulting
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/types_polymorphism.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/types_polymorphism.out %t3.out

type Name = String
type Pair a = (a, a)

data Tree a = Leaf | Node (Tree a) a (Tree a) deriving (Show, Eq)

insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r)
  | x < y = Node (insert x l) y r
  | x > y = Node l y (insert x r)
  | otherwise = t

toList :: Tree a -> [a]
toList Leaf = []
toList (Node l x r) = toList l ++ [x] ++ toList r

-- no signature: (Ord a) => [a] -> Tree a is inferred
fromList xs = foldr insert Leaf xs

swapPair :: Pair a -> Pair a
swapPair (x, y) = (y, x)

greet :: Name -> String
greet n = "hello, " ++ n

-- a polymorphic function used at two types in one body (let-polymorphism)
twice :: (Int, String)
twice = let ident x = x in (ident 3, ident "three")

-- where-bound helper generalized, used at Int and Bool
pairs :: ([Int], [Bool])
pairs = (dup 2, dup True)
  where dup x = [x, x]

-- polymorphic recursion through a signature
depth :: Show a => Int -> a -> String
depth 0 x = show x
depth n x = depth (n - 1) [x]

-- a context that the body needs only through a superclass: Ord gives Eq
same :: Ord a => a -> a -> Bool
same x y = x == y

-- defaulting: the literal's type is Integer here, as in GHC
big = 2 * 3 * 7

main = do
  print (toList (fromList [5, 3, 8, 1, 4 :: Int]))
  print (fromList [3, 1, 2] == fromList [2, 3, 1])
  print (swapPair (1, 2))
  putStrLn (greet "world")
  print twice
  print pairs
  putStrLn (depth 2 True)
  print (same True True, same [1, 2] [2, 1])
  print (big :: Integer)
  print (insert (Just 2) (insert Nothing Leaf))
