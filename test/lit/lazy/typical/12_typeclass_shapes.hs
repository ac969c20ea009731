-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/12_typeclass_shapes.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/12_typeclass_shapes.out %t3.out
module Main where

class Shape a where
  area :: a -> Double
  perimeter :: a -> Double
  describe :: a -> String
  describe x = "shape with area " ++ show (area x)

data Circle = Circle Double
data Rect = Rect Double Double

instance Shape Circle where
  area (Circle r) = pi * r * r
  perimeter (Circle r) = 2 * pi * r

instance Shape Rect where
  area (Rect w h) = w * h
  perimeter (Rect w h) = 2 * (w + h)
  describe r = "rectangle, area " ++ show (area r)

data AnyShape = AC Circle | AR Rect

totalArea :: [AnyShape] -> Double
totalArea = sum . map f
  where
    f (AC c) = area c
    f (AR r) = area r

roundTo :: Int -> Double -> Double
roundTo n x = fromIntegral (round (x * 10 ^ n) :: Integer) / 10 ^ n

main :: IO ()
main = do
  putStrLn (describe (Circle 1.0))
  putStrLn (describe (Rect 3 4))
  print (perimeter (Rect 3 4))
  print (roundTo 3 (perimeter (Circle 2)))
  print (roundTo 2 (totalArea [AC (Circle 1), AR (Rect 2 5), AC (Circle 0.5)]))
