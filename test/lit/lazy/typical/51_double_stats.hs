-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/51_double_stats.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/51_double_stats.out %t3.out
-- Not yet: the type `Float`.
-- XFAIL: *
module Main where

import Data.List (sort, genericLength, foldl')

mean :: [Double] -> Double
mean xs = sum xs / fromIntegral (length xs)

variance :: [Double] -> Double
variance xs = sum [(x - m) ^ (2 :: Int) | x <- xs] / fromIntegral (length xs - 1)
  where m = mean xs

stddev :: [Double] -> Double
stddev = sqrt . variance

median :: [Double] -> Double
median xs
  | null xs = 0
  | even n = (s !! (h - 1) + s !! h) / 2
  | otherwise = s !! h
  where
    s = sort xs
    n = length xs
    h = n `div` 2

-- One-pass mean and variance (Welford's algorithm) with a strict fold.
welford :: [Double] -> (Int, Double, Double)
welford = finish . foldl' step (0, 0, 0)
  where
    step (n, m, m2) x =
      let n' = n + 1
          d = x - m
          m' = m + d / fromIntegral n'
      in (n', m', m2 + d * (x - m'))
    finish (n, m, m2) = (n, m, m2 / fromIntegral (n - 1))

linearRegression :: [(Double, Double)] -> (Double, Double)
linearRegression pts = (slope, intercept)
  where
    n = genericLength pts
    sx = sum (map fst pts)
    sy = sum (map snd pts)
    sxy = sum [x * y | (x, y) <- pts]
    sxx = sum [x * x | (x, _) <- pts]
    slope = (n * sxy - sx * sy) / (n * sxx - sx * sx)
    intercept = (sy - slope * sx) / n

roundTo :: Int -> Double -> Double
roundTo k x = fromIntegral (round (x * 10 ^ k) :: Integer) / 10 ^ k

-- Newton's method for square roots, compared against sqrt.
newtonSqrt :: Double -> Double
newtonSqrt a = go a (0 :: Int)
  where
    go x i
      | i > 50 || abs (x * x - a) < 1e-12 * a = x
      | otherwise = go ((x + a / x) / 2) (i + 1)

celsius :: Double -> Double
celsius f = (f - 32) * 5 / 9

main :: IO ()
main = do
  let samples = [2.5, 3.7, 1.2, 9.8, 4.4, 6.1, 3.3, 7.75, 5.0, 0.5]
  print (sum samples, mean samples)
  print (median samples, median (tail samples))
  print (variance samples, stddev samples)
  print (welford samples)
  print (roundTo 3 (stddev samples), roundTo 1 (mean samples))
  print (minimum samples, maximum samples, sort samples)
  let pts = [(1, 2.1), (2, 3.9), (3, 6.2), (4, 7.8), (5, 10.1)]
  print (linearRegression pts)
  print (map newtonSqrt [2, 9, 10, 1e6], map sqrt [2, 9, 10, 1e6 :: Double])
  print (map (truncate :: Double -> Int) [2.7, -2.7], map (round :: Double -> Int) [2.5, 3.5, -2.5, 0.4999])
  print (map (ceiling :: Double -> Int) [2.1, -2.1], map (floor :: Double -> Int) [2.9, -2.1])
  print (map celsius [32, 98.6, 212, -40])
  print (1 / 0 :: Double, 0.1 + 0.2 :: Double, 1.0e-2 :: Double, 12345678.9 :: Double)
  print (fromIntegral (3 :: Int) / 4 :: Double, pi :: Double, exp 1 :: Double)
  print (showsPrec 11 (-1.5 :: Double) "", show (2 / 3 :: Float))
  print (isNaN (0 / 0 :: Double), isInfinite (1 / 0 :: Double), sqrt 2 * sqrt 2 == (2 :: Double))
  print (sum (replicate 10 0.1) :: Double, 2 ** 0.5 :: Double, logBase 2 1024 :: Double)
