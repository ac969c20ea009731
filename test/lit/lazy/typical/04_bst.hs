-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/04_bst.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/04_bst.out %t3.out
module Main where

data Tree a = Leaf | Node (Tree a) a (Tree a)

instance Show a => Show (Tree a) where
  show Leaf = "."
  show (Node l x r) = "(" ++ show l ++ " " ++ show x ++ " " ++ show r ++ ")"

insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r)
  | x < y = Node (insert x l) y r
  | x > y = Node l y (insert x r)
  | otherwise = t

fromList :: Ord a => [a] -> Tree a
fromList = foldr insert Leaf

toList :: Tree a -> [a]
toList Leaf = []
toList (Node l x r) = toList l ++ [x] ++ toList r

member :: Ord a => a -> Tree a -> Bool
member _ Leaf = False
member x (Node l y r) = case compare x y of
  LT -> member x l
  GT -> member x r
  EQ -> True

height :: Tree a -> Int
height Leaf = 0
height (Node l _ r) = 1 + max (height l) (height r)

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

main :: IO ()
main = do
  let t = fromList [5, 3, 8, 1, 4, 7, 9, 2, 6 :: Int]
  print t
  print (toList t)
  print (map (`member` t) [0, 4, 10, 6])
  putStrLn ("height = " ++ show (height t))
  print (toList (fmap (* 10) t))
  print (fromList "haskell")
