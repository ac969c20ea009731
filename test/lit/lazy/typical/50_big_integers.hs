-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/50_big_integers.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/50_big_integers.out %t3.out
module Main where

import Data.List (foldl')
import Data.Char (digitToInt)

factorial :: Integer -> Integer
factorial n = product [1 .. n]

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

digitSum :: Integer -> Int
digitSum = sum . map digitToInt . show

choose :: Integer -> Integer -> Integer
choose n k
  | k < 0 || k > n = 0
  | otherwise = foldl' (\acc i -> acc * (n - i + 1) `div` i) 1 [1 .. min k (n - k)]

-- Modular exponentiation by repeated squaring.
powMod :: Integer -> Integer -> Integer -> Integer
powMod _ 0 m = 1 `mod` m
powMod b e m
  | even e = let h = powMod b (e `div` 2) m in h * h `mod` m
  | otherwise = b * powMod b (e - 1) m `mod` m

-- Integer square root by Newton's method.
isqrt :: Integer -> Integer
isqrt 0 = 0
isqrt n = go n
  where
    go x = let y = (x + n `div` x) `div` 2 in if y >= x then x else go y

pascal :: [[Integer]]
pascal = iterate (\row -> zipWith (+) (0 : row) (row ++ [0])) [1]

catalan :: Int -> Integer
catalan n = choose (2 * fromIntegral n) (fromIntegral n) `div` (fromIntegral n + 1)

gcdExt :: Integer -> Integer -> (Integer, Integer, Integer)
gcdExt a 0 = (a, 1, 0)
gcdExt a b = let (g, x, y) = gcdExt b (a `mod` b) in (g, y, x - (a `div` b) * y)

main :: IO ()
main = do
  print (factorial 25)
  print (factorial 52)
  print (digitSum (factorial 100))
  print (length (show (factorial 1000)))
  print (fibs !! 100)
  print (length (takeWhile ((< 1000) . length . show) fibs))
  print (2 ^ (127 :: Int) - 1 :: Integer)
  print (choose 100 50, choose 52 5)
  print (powMod 2 1000 1000000007, powMod 3 (10 ^ (18 :: Int)) 998244353)
  print (isqrt (10 ^ (40 :: Int)), isqrt 2000000000000000000000)
  mapM_ print (take 8 pascal)
  print (pascal !! 60 !! 30)
  print (map catalan [0 .. 15])
  print (gcdExt 240 46, gcd (factorial 20) (2 ^ (30 :: Int)), lcm 123456789 987654321 :: Integer)
  print (divMod (-7) 2 :: (Integer, Integer), quotRem (-7) 2 :: (Integer, Integer))
  print (read "123456789012345678901234567890" * 2 :: Integer)
  print (fromIntegral (maxBound :: Int) + 1 :: Integer, negate (2 ^ (64 :: Int)) :: Integer)
  print (product [1 .. 20 :: Int], product [1 .. 21 :: Integer])
