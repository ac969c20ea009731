-- Integer beyond 64 bits, Double, and the conversions between numeric types
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/numbers_integer_double.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/numbers_integer_double.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/numbers_integer_double.out %t3.out

factorial :: Integer -> Integer
factorial n = product [1 .. n]

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

-- Polymorphic code: its literals take the type it is used at.
total :: Num a => [a] -> a
total = foldr (+) 0

mean :: [Double] -> Double
mean xs = sum xs / fromIntegral (length xs)

hypot :: Double -> Double -> Double
hypot a b = sqrt (a * a + b * b)

data Shape = Circle Double | Rect Double Double deriving (Show, Eq, Ord)

area :: Shape -> Double
area (Circle r) = pi * r ^ 2
area (Rect w h) = w * h

collatzMax :: Integer -> Integer
collatzMax n = go n n
  where
    go m 1 = m
    go m k = let k' = if even k then k `div` 2 else 3 * k + 1 in go (max m k') k'

main :: IO ()
main = do
  print (factorial 30)
  print (fibs !! 150)
  print (2 ^ 100 `div` 3 ^ 20, 2 ^ 100 `mod` 1000000007)
  print (negate (2 ^ 70), abs (negate (2 ^ 70)), signum (negate (2 ^ 70) :: Integer))
  print ((-7) `div` 2 :: Integer, (-7) `mod` 2 :: Integer, (-7) `quot` 2 :: Integer, (-7) `rem` 2 :: Integer)
  print ((2 ^ 65) `divMod` (-7 :: Integer), (2 ^ 65) `quotRem` (-7 :: Integer))
  print (compare (2 ^ 64) (2 ^ 63 :: Integer), 2 ^ 64 == (2 ^ 64 :: Integer), 12345678901234567890 > (1 :: Integer))
  print (maxBound :: Int, (maxBound :: Int) + 1, (minBound :: Int) `mod` (-1))
  print (toInteger (maxBound :: Int) + 1, fromIntegral (2 ^ 64 + 5 :: Integer) :: Int)
  print (total [1, 2, 3 :: Int], total [2 ^ 62, 2 ^ 62 :: Integer], total [0.5, 0.25 :: Double])
  print (collatzMax 27, collatzMax 77031)
  print [0.1, 1.0, 1.5e-3, 1.0e7, 9999999.0, 12345.678, -2.5, 0.0, 1 / 3]
  print (0.1 + 0.2 :: Double, 1 / 0 :: Double, -1 / 0 :: Double)
  print (mean [1, 2, 3, 4], hypot 3 4, sqrt 2 :: Double)
  print (exp 1 :: Double, log 10 :: Double, sin 0 :: Double, cos pi :: Double, atan2 1 1 :: Double)
  print (2 ** 10 :: Double, logBase 2 1024 :: Double)
  print (map area [Circle 1, Rect 2 3.5], Circle 2 < Rect 1 1, Circle (-1.5))
  print (truncate (-2.7 :: Double) :: Int, round (2.5 :: Double) :: Int, round (3.5 :: Double) :: Integer)
  print (ceiling (2.1 :: Double) :: Int, floor (-2.1 :: Double) :: Integer, round (1.0e20 :: Double) :: Integer)
  print (fromIntegral (7 :: Int) / 2 :: Double, realToFrac (1.25 :: Double) :: Double)
  print (show (2.0 :: Double), read' "x", isNaN (0 / 0 :: Double), isInfinite (1 / 0 :: Double))
  print (sum (map fromIntegral [1 .. 10 :: Int]) / 4 :: Double)
  print (maximum [2.5, 1.5, 3.25 :: Double], minimum [2 ^ 80, 3 ^ 40 :: Integer])
  where
    read' s = s ++ "!"
