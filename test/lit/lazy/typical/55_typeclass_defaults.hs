-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/55_typeclass_defaults.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/55_typeclass_defaults.out %t3.out
module Main where

import Data.List (sortBy, maximumBy)
import Data.Ord (comparing)

-- A class with default methods that instances may override.
class Shape a where
  area :: a -> Double
  perimeter :: a -> Double
  name :: a -> String
  name _ = "shape"
  describe :: a -> String
  describe s = name s ++ " with area " ++ show (round2 (area s))
               ++ " and perimeter " ++ show (round2 (perimeter s))
  compactness :: a -> Double
  compactness s = 4 * pi * area s / (perimeter s * perimeter s)

round2 :: Double -> Double
round2 x = fromIntegral (round (x * 100) :: Integer) / 100

data Circle = Circle Double
data Rect = Rect Double Double
data Triangle = Triangle Double Double Double
newtype Square = Square Double

instance Shape Circle where
  area (Circle r) = pi * r * r
  perimeter (Circle r) = 2 * pi * r
  name _ = "circle"

instance Shape Rect where
  area (Rect w h) = w * h
  perimeter (Rect w h) = 2 * (w + h)
  name (Rect w h) | w == h = "square-ish rectangle"
                  | otherwise = "rectangle"

instance Shape Triangle where
  area (Triangle a b c) = let s = (a + b + c) / 2 in sqrt (s * (s - a) * (s - b) * (s - c))
  perimeter (Triangle a b c) = a + b + c

instance Shape Square where
  area (Square s) = s * s
  perimeter (Square s) = 4 * s
  name _ = "square"
  describe (Square s) = "a square of side " ++ show s

-- Existential-free heterogeneous list: wrap each shape's results in a record.
data AnyShape = AnyShape { shapeName :: String, shapeArea :: Double, shapeDesc :: String }

wrap :: Shape a => a -> AnyShape
wrap s = AnyShape (name s) (area s) (describe s)


class Pretty a where
  pretty :: a -> String
  prettyList :: [a] -> String
  prettyList xs = "[" ++ concatMap (\x -> pretty x ++ ";") xs ++ "]"

instance Pretty Bool where
  pretty True = "yes"
  pretty False = "no"

instance Pretty Int where
  pretty n = "#" ++ show n

instance Pretty a => Pretty [a] where
  pretty = prettyList

instance (Pretty a, Pretty b) => Pretty (a, b) where
  pretty (a, b) = "<" ++ pretty a ++ " & " ++ pretty b ++ ">"

instance Pretty a => Pretty (Maybe a) where
  pretty Nothing = "none"
  pretty (Just x) = "some " ++ pretty x

main :: IO ()
main = do
  let shapes = [ wrap (Circle 1.5), wrap (Rect 3 4), wrap (Rect 2 2)
               , wrap (Triangle 3 4 5), wrap (Square 2.5) ]
  mapM_ (putStrLn . shapeDesc) shapes
  let biggest = maximumBy (comparing shapeArea) shapes
  putStrLn ("biggest: " ++ shapeName biggest)
  print (map shapeName (sortBy (comparing shapeArea) shapes))
  print (round2 (compactness (Circle 3)), round2 (compactness (Square 1)), round2 (compactness (Triangle 1 1 1)))
  print (sum (map shapeArea shapes))
  putStrLn (pretty True)
  putStrLn (pretty [1, 2, 3 :: Int])
  putStrLn (pretty [(True, 7 :: Int), (False, 8)])
  putStrLn (pretty (Just [Just True, Nothing]))
  putStrLn (prettyList ([] :: [Bool]))
