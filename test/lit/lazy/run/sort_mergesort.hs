-- nofib-style sorting: top-down and bottom-up merge sort of pseudo-random Int lists, with sortedness and permutation checks
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/sort_mergesort.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/sort_mergesort.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/sort_mergesort.out %t3.out


merge :: [Int] -> [Int] -> [Int]
merge [] ys = ys
merge xs [] = xs
merge xa@(x:xs) ya@(y:ys)
  | x <= y = x : merge xs ya
  | otherwise = y : merge xa ys

msort :: [Int] -> [Int]
msort [] = []
msort [x] = [x]
msort xs = merge (msort a) (msort b)
  where
    (a, b) = splitAt (length xs `div` 2) xs

bottomUp :: [Int] -> [Int]
bottomUp xs = mergeAll (map (\x -> [x]) xs)
  where
    mergeAll [] = []
    mergeAll [r] = r
    mergeAll rs = mergeAll (mergePairs rs)
    mergePairs (r1:r2:rest) = merge r1 r2 : mergePairs rest
    mergePairs rs = rs

sorted :: [Int] -> Bool
sorted xs = and (zipWith (<=) xs (drop 1 xs))

count :: Int -> [Int] -> Int
count x ys = length (filter (== x) ys)

randoms :: Int -> Int -> [Int]
randoms n seed = take n (tail (iterate step seed))
  where
    step x = (x * 1103515245 + 12345) `mod` 2147483648

main = do
  let xs = map (`mod` 1000) (randoms 2000 42)
      s1 = msort xs
      s2 = bottomUp xs
  print (take 12 s1)
  print (drop 1990 s2)
  print (sorted s1, sorted s2, s1 == s2)
  print (length s1, sum s1 == sum xs)
  print (all (\v -> count v xs == count v s1) [0, 1, 500, 999])
  print (msort [5, -1, 3, 3, 0, -7, 12])
  print (bottomUp [9, 8 .. 1])
  print (msort [], msort [1])
  print (take 5 (msort (randoms 500 7)))
  print (head (msort (map negate xs)), last (bottomUp xs))
