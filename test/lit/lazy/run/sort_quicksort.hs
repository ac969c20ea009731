-- sorting: list-comprehension quicksort, a partitioning quicksort, insertion sort, and sorting by a comparison function
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/sort_quicksort.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/sort_quicksort.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/sort_quicksort.out %t3.out


qsort :: [Int] -> [Int]
qsort [] = []
qsort (p:xs) = qsort [x | x <- xs, x < p] ++ [p] ++ qsort [x | x <- xs, x >= p]

-- quicksort with an explicit one-pass partition and an accumulator
qsortAcc :: [Int] -> [Int]
qsortAcc xs = go xs []
  where
    go [] acc = acc
    go (p:rest) acc =
      let (small, large) = partition (< p) rest
      in go small (p : go large acc)

partition :: (Int -> Bool) -> [Int] -> ([Int], [Int])
partition p xs = foldr select ([], []) xs
  where
    select x (ts, fs)
      | p x = (x : ts, fs)
      | otherwise = (ts, x : fs)

isort :: [Int] -> [Int]
isort = foldr ins []
  where
    ins x [] = [x]
    ins x (y:ys)
      | x <= y = x : y : ys
      | otherwise = y : ins x ys

sortBy' :: (Int -> Int -> Bool) -> [Int] -> [Int]
sortBy' _ [] = []
sortBy' before (p:xs) =
  sortBy' before (filter (`before` p) xs) ++ [p] ++ sortBy' before (filter (not . (`before` p)) xs)

pseudo :: [Int]
pseudo = take 300 (map (\x -> x `mod` 201 - 100) (iterate (\x -> (x * 7919 + 13) `mod` 100003) 1))

main = do
  let sample = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, -8]
  print (qsort sample)
  print (qsortAcc sample)
  print (isort sample)
  print (sortBy' (>) sample)
  print (sortBy' (\a b -> a `mod` 10 < b `mod` 10) [13, 21, 45, 7, 30])
  print (qsort pseudo == isort pseudo, qsortAcc pseudo == isort pseudo)
  print (take 8 (qsort pseudo), take 8 (reverse (qsortAcc pseudo)))
  print (partition even [1 .. 10])
  print (qsort (replicate 5 4 ++ [1, 9]), qsort [])
  print (sum (zipWith (*) [1 ..] (qsort pseudo)))
