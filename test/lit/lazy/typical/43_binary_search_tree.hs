-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/43_binary_search_tree.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/43_binary_search_tree.out %t3.out
-- Not yet: a `Foldable` instance (lazy-mini's `foldr`, `sum`, `length` are on lists).
-- XFAIL: *
module Main where

import Data.List (foldl')

data Tree a = Leaf | Node (Tree a) a (Tree a)

instance Show a => Show (Tree a) where
  show Leaf = "."
  show (Node l x r) = "(" ++ show l ++ " " ++ show x ++ " " ++ show r ++ ")"

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

instance Foldable Tree where
  foldr _ z Leaf = z
  foldr f z (Node l x r) = foldr f (f x (foldr f z r)) l

insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r)
  | x < y = Node (insert x l) y r
  | x > y = Node l y (insert x r)
  | otherwise = t

fromList :: Ord a => [a] -> Tree a
fromList = foldl' (flip insert) Leaf

member :: Ord a => a -> Tree a -> Bool
member _ Leaf = False
member x (Node l y r) = case compare x y of
  LT -> member x l
  GT -> member x r
  EQ -> True

height :: Tree a -> Int
height Leaf = 0
height (Node l _ r) = 1 + max (height l) (height r)

minView :: Tree a -> Maybe (a, Tree a)
minView Leaf = Nothing
minView (Node Leaf x r) = Just (x, r)
minView (Node l x r) = fmap (\(m, l') -> (m, Node l' x r)) (minView l)

delete :: Ord a => a -> Tree a -> Tree a
delete _ Leaf = Leaf
delete x (Node l y r)
  | x < y = Node (delete x l) y r
  | x > y = Node l y (delete x r)
  | otherwise = case minView r of
      Nothing -> l
      Just (m, r') -> Node l m r'

inorder, preorder :: Tree a -> [a]
inorder = foldr (:) []
preorder Leaf = []
preorder (Node l x r) = x : preorder l ++ preorder r

paths :: Tree a -> [[a]]
paths Leaf = []
paths (Node Leaf x Leaf) = [[x]]
paths (Node l x r) = map (x :) (paths l ++ paths r)

range :: Ord a => a -> a -> Tree a -> [a]
range lo hi = filter (\x -> x >= lo && x <= hi) . inorder

-- Build a balanced tree from a sorted list.
balanced :: [a] -> Tree a
balanced [] = Leaf
balanced xs = Node (balanced l) x (balanced r)
  where (l, x:r) = splitAt (length xs `div` 2) xs

main :: IO ()
main = do
  let t = fromList [50, 30, 70, 20, 40, 60, 80, 35, 45, 65 :: Int]
  print t
  print (inorder t)
  print (preorder t)
  print (map (`member` t) [45, 55, 80])
  print (height t, length t, sum t, maximum t, minimum t)
  print (inorder (delete 30 t))
  print (delete 50 t)
  print (inorder (delete 99 t))
  print (paths t)
  print (range 33 66 t)
  print (fmap (* 2) t)
  print (elem 65 t, foldr max 0 t)
  let words' = fromList (words "the quick brown fox jumps over the lazy dog")
  print (inorder words')
  print (fmap length words')
  let skewed = fromList [1 .. 50 :: Int]
      bal = balanced (inorder skewed)
  print (height skewed, height bal, inorder bal == inorder skewed)
