-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/30_tuples_fold.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/30_tuples_fold.out %t3.out
module Main where

import Data.List (foldl')
import Text.Printf (printf)

stats :: [Int] -> (Int, Int, Int, Int)
stats [] = error "empty"
stats (x:xs) = foldl' step (x, x, x, 1) xs
  where
    step (mn, mx, s, c) y = (min mn y, max mx y, s + y, c + 1)

histogram :: [Int] -> [String]
histogram xs = [show k ++ " | " ++ replicate (count k) '*' | k <- [lo .. hi]]
  where
    lo = minimum xs
    hi = maximum xs
    count k = length (filter (== k) xs)

mean :: [Int] -> Double
mean xs = fromIntegral (sum xs) / fromIntegral (length xs)

variance :: [Int] -> Double
variance xs = sum [(fromIntegral x - m) ^ (2 :: Int) | x <- xs] / fromIntegral (length xs)
  where m = mean xs

main :: IO ()
main = do
  let dataset = [4, 7, 2, 9, 4, 5, 7, 4, 3, 8, 6, 5]
      (mn, mx, s, c) = stats dataset
  putStrLn ("min=" ++ show mn ++ " max=" ++ show mx ++ " sum=" ++ show s ++ " n=" ++ show c)
  mapM_ putStrLn (histogram dataset)
  printf "mean = %.3f\n" (mean dataset)
  printf "variance = %.3f, stddev = %.3f\n" (variance dataset) (sqrt (variance dataset))
  let (evens, odds) = foldr (\x (e, o) -> if even x then (x : e, o) else (e, x : o)) ([], []) dataset
  print (evens, odds)
