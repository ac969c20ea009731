-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/17_zipwith.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/17_zipwith.out %t3.out
module Main where

dot :: [Int] -> [Int] -> Int
dot xs ys = sum (zipWith (*) xs ys)

runningSum :: [Int] -> [Int]
runningSum = scanl1 (+)

pairwiseDiff :: [Int] -> [Int]
pairwiseDiff xs = zipWith (-) (tail xs) xs

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

median3 :: Int -> Int -> Int -> Int
median3 a b c = a + b + c - maximum [a, b, c] - minimum [a, b, c]

main :: IO ()
main = do
  let xs = [3, 1, 4, 1, 5, 9, 2, 6]
      ys = [2, 7, 1, 8, 2, 8, 1, 8]
      zs = [1, 4, 1, 4, 2, 1, 3, 5]
  print (dot xs ys)
  print (runningSum xs)
  print (pairwiseDiff xs)
  print (zipWith3 median3 xs ys zs)
  print (zipWith3 (\a b c -> a * b + c) xs ys zs)
  print (take 15 fibs)
  print (fibs !! 100)
  let (as, bs) = unzip (zip xs ys)
  print (as == xs, bs == ys)
  print (unzip3 [(1 :: Int, 'a', True), (2, 'b', False)])
  print (lookup 5 (zip xs ys))
