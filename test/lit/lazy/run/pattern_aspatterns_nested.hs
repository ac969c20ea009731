-- pattern matching: nested constructor patterns, as-patterns (xs@(x:_)), literals, wildcards, nested tuples
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/pattern_aspatterns_nested.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/pattern_aspatterns_nested.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/pattern_aspatterns_nested.out %t3.out


data Pair = Pair (Maybe Int) [Int] deriving Show

dedup :: [Int] -> [Int]
dedup (x:rest@(y:_))
  | x == y = dedup rest
  | otherwise = x : dedup rest
dedup xs = xs

-- as-pattern used to return the whole list
nonEmptyOr :: [Int] -> [Int] -> [Int]
nonEmptyOr d [] = d
nonEmptyOr _ xs@(_:_) = xs

firstTwo :: [Int] -> Maybe (Int, Int)
firstTwo (a:b:_) = Just (a, b)
firstTwo _ = Nothing

joinMaybe :: Maybe (Maybe Int) -> Int
joinMaybe (Just (Just x)) = x
joinMaybe (Just Nothing) = -1
joinMaybe Nothing = -2

assoc :: ((Int, Int), Int) -> (Int, (Int, Int))
assoc ((a, b), c) = (a, (b, c))

describePair :: Pair -> Int
describePair (Pair (Just n) (x:_)) = n + x
describePair (Pair (Just n) []) = n
describePair (Pair Nothing xs@(_:_:_)) = length xs
describePair (Pair Nothing _) = 0

isZeroOne :: Int -> Bool
isZeroOne 0 = True
isZeroOne 1 = True
isZeroOne _ = False

signWord :: Int -> Int
signWord (-1) = 100
signWord 0 = 200
signWord n = n

-- runs of equal elements, built from as-patterns
runs :: [Int] -> [(Int, Int)]
runs [] = []
runs all'@(x:_) = let (same, rest) = span (== x) all' in (x, length same) : runs rest

pairsAdj :: [Int] -> [(Int, Int)]
pairsAdj l@(_:t) = zip l t
pairsAdj [] = []

main = do
  print (dedup [1, 1, 2, 3, 3, 3, 1, 4, 4])
  print (nonEmptyOr [0] [], nonEmptyOr [0] [5, 6])
  print (firstTwo [9, 8, 7], firstTwo [1])
  print (map joinMaybe [Just (Just 4), Just Nothing, Nothing])
  print (assoc ((1, 2), 3))
  print (map describePair [Pair (Just 3) [4, 5], Pair (Just 3) [], Pair Nothing [1, 2, 3], Pair Nothing [1]])
  print (filter isZeroOne [0, 1, 2, 1, 0, 3])
  print (map signWord [-1, 0, 5, -7])
  print (runs [1, 1, 2, 2, 2, 3, 1, 1])
  print (pairsAdj [1, 2, 3, 4])
  print (Pair (Just (-2)) [1, -1])
