-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/41_matrix_ops.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/41_matrix_ops.out %t3.out
module Main where

import Data.List (transpose, intercalate)

type Matrix a = [[a]]

showMatrix :: Show a => Matrix a -> String
showMatrix m = intercalate "\n" (map showRow m)
  where
    width = maximum (map (length . show) (concat m))
    showRow r = unwords [pad (show x) | x <- r]
    pad s = replicate (width - length s) ' ' ++ s

identity :: Num a => Int -> Matrix a
identity n = [[if i == j then 1 else 0 | j <- [1 .. n]] | i <- [1 .. n]]

mmul :: Num a => Matrix a -> Matrix a -> Matrix a
mmul a b = [[sum (zipWith (*) row col) | col <- transpose b] | row <- a]

madd :: Num a => Matrix a -> Matrix a -> Matrix a
madd = zipWith (zipWith (+))

scale :: Num a => a -> Matrix a -> Matrix a
scale k = map (map (* k))

mpow :: Num a => Matrix a -> Int -> Matrix a
mpow m 0 = identity (length m)
mpow m n
  | even n = let h = mpow m (n `div` 2) in mmul h h
  | otherwise = mmul m (mpow m (n - 1))

-- Determinant by cofactor expansion along the first row.
det :: Num a => Matrix a -> a
det [] = 1
det [[x]] = x
det (r:rs) = sum [ sign j * x * det (minor j) | (j, x) <- zip [0 ..] r ]
  where
    sign j = if even (j :: Int) then 1 else -1
    minor j = [ [y | (k, y) <- zip [0 ..] row, k /= j] | row <- rs ]

trace :: Num a => Matrix a -> a
trace m = sum [ row !! i | (i, row) <- zip [0 ..] m ]

fibMatrix :: Int -> Integer
fibMatrix n = head (mpow [[1, 1], [1, 0]] n !! 1)

main :: IO ()
main = do
  let a = [[1, 2, 3], [4, 5, 6], [7, 8, 10]] :: Matrix Integer
      b = [[2, 0, 1], [1, 3, -2], [0, -1, 4]] :: Matrix Integer
  putStrLn "A ="
  putStrLn (showMatrix a)
  putStrLn "B ="
  putStrLn (showMatrix b)
  putStrLn "A * B ="
  putStrLn (showMatrix (mmul a b))
  putStrLn "A + 2B ="
  putStrLn (showMatrix (madd a (scale 2 b)))
  putStrLn "transpose A ="
  putStrLn (showMatrix (transpose a))
  print (det a, det b, det (mmul a b), det a * det b)
  print (trace a, trace (identity 5 :: Matrix Int))
  putStrLn "A^5 ="
  putStrLn (showMatrix (mpow a 5))
  print (map fibMatrix [1 .. 15])
  print (fibMatrix 200)
  let r = [[0.5, -0.5], [0.5, 0.5]] :: Matrix Double
  print (mpow r 4)
  print (mmul [[1, 2, 3]] [[4], [5], [6]] :: Matrix Int)
