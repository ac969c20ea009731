-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/28_eq_ord_class.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/28_eq_ord_class.out %t3.out
module Main where

import Data.List (sort, sortBy)

data Version = Version [Int] String

instance Eq Version where
  Version a _ == Version b _ = a == b

instance Ord Version where
  compare (Version a _) (Version b _) = compare a b

instance Show Version where
  show (Version ns tag) = concatMap id (punctuate (map show ns)) ++ (if null tag then "" else "-" ++ tag)
    where
      punctuate [] = []
      punctuate [x] = [x]
      punctuate (x:xs) = x : "." : punctuate xs

class Container f where
  empty :: f a
  insert :: a -> f a -> f a
  toL :: f a -> [a]

newtype Box a = Box [a]
newtype RevBox a = RevBox [a]

instance Container Box where
  empty = Box []
  insert x (Box xs) = Box (xs ++ [x])
  toL (Box xs) = xs

instance Container RevBox where
  empty = RevBox []
  insert x (RevBox xs) = RevBox (x : xs)
  toL (RevBox xs) = xs

fill :: Container f => [a] -> f a
fill = foldr insert empty

main :: IO ()
main = do
  let vs = [Version [1, 2, 0] "", Version [1, 10] "beta", Version [1, 2] "rc1", Version [0, 9, 9] ""]
  print (sort vs)
  print (maximum vs, minimum vs)
  print (Version [1, 2] "a" == Version [1, 2] "b")
  print (toL (fill "abc" :: Box Char))
  print (toL (fill "abc" :: RevBox Char))
  print (sortBy (flip compare) vs)
