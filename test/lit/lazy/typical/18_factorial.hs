-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/18_factorial.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/18_factorial.out %t3.out
module Main where

factorial :: Integer -> Integer
factorial n = product [1 .. n]

factorialRec :: Integer -> Integer
factorialRec 0 = 1
factorialRec n = n * factorialRec (n - 1)

choose :: Integer -> Integer -> Integer
choose n k = factorial n `div` (factorial k * factorial (n - k))

digits :: Integer -> [Int]
digits 0 = []
digits n = digits (n `div` 10) ++ [fromIntegral (n `mod` 10)]

power :: Integer -> Int -> Integer
power b e = b ^ e

main :: IO ()
main = do
  print (factorial 25)
  print (factorialRec 30 == factorial 30)
  print (map (choose 10) [0 .. 10])
  print (sum (digits (factorial 100)))
  print (power 2 100)
  print (length (show (power 3 200)))
  print (gcd (factorial 12) (power 2 20), lcm 12 18 :: Integer)
  print (factorial 20 `divMod` 1000000007)
  print (fromIntegral (maxBound :: Int) + 1 :: Integer)
