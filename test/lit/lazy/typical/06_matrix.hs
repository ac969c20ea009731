-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/06_matrix.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/06_matrix.out %t3.out
module Main where

import Data.List (transpose, intercalate)

type Matrix = [[Integer]]

mmul :: Matrix -> Matrix -> Matrix
mmul a b = [[sum (zipWith (*) row col) | col <- transpose b] | row <- a]

identity :: Int -> Matrix
identity n = [[if i == j then 1 else 0 | j <- [1 .. n]] | i <- [1 .. n]]

mpow :: Matrix -> Int -> Matrix
mpow m 0 = identity (length m)
mpow m n
  | even n = let h = mpow m (n `div` 2) in mmul h h
  | otherwise = mmul m (mpow m (n - 1))

showMatrix :: Matrix -> String
showMatrix = intercalate "\n" . map (unwords . map show)

fib :: Int -> Integer
fib n = head (mpow [[1, 1], [1, 0]] n) !! 1

main :: IO ()
main = do
  let a = [[1, 2, 3], [4, 5, 6]]
      b = [[7, 8], [9, 10], [11, 12]]
  putStrLn (showMatrix (mmul a b))
  putStrLn "--"
  putStrLn (showMatrix (transpose a))
  putStrLn "--"
  putStrLn (showMatrix (mpow [[2, 0], [1, 1]] 5))
  print (map fib [1 .. 10])
  print (fib 90)
