-- Prelude: Either, Ordering and compare, curry/uncurry, scans, zipWith3/unzip3, (^), fromIntegral
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/prelude_either_ordering.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/prelude_either_ordering.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/prelude_either_ordering.out %t3.out

data Shape = Circle Int | Square Int deriving (Show, Eq, Ord)

safeDiv :: Int -> Int -> Either String Int
safeDiv _ 0 = Left "divide by zero"
safeDiv a b = Right (a `div` b)

main = do
  print (safeDiv 10 2, safeDiv 1 0)
  print (either length (* 2) (safeDiv 7 2))
  print (compare 1 2, compare [3] [2], [LT, EQ, GT] == [minimum [GT, LT], EQ, GT])
  print (map (uncurry (+)) (zip [1, 2, 3] [10, 20, 30]))
  print (curry fst 1 2)
  print (scanl (+) 0 [1, 2, 3], scanl1 max [3, 1, 4], scanr (+) 0 [1, 2, 3])
  print (zipWith3 (\a b c -> a + b * c) [1, 2] [3, 4] [5, 6], unzip3 [(1, True, 5), (2, False, 6)])
  print (2 ^ 10, 3 ^ 0, (2 :: Integer) ^ 62)
  print (fromIntegral (length [1, 2, 3]) * (10 :: Integer), toInteger (7 :: Int))
  print (maximum [Circle 3, Square 2] == Circle 3)
