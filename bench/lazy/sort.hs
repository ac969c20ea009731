-- nofib-style sorting: top-down merge sort and quicksort of a pseudo-random
-- Int list (linear congruential generator), checked against each other.
-- Valid Haskell for GHC and lazy-mini (lazyc); same output under both.

randoms :: Int -> Int -> [Int]
randoms n seed = take n (tail (iterate step seed))
  where
    step x = (x * 1103515245 + 12345) `mod` 2147483648

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

qsort :: [Int] -> [Int]
qsort [] = []
qsort (p:xs) = qsort [x | x <- xs, x < p] ++ (p : qsort [x | x <- xs, x >= p])

sorted :: [Int] -> Bool
sorted xs = and (zipWith (<=) xs (drop 1 xs))

checksum :: [Int] -> Int
checksum xs = go 0 xs
  where
    go acc [] = acc
    go acc (y:ys) = let a = (acc * 31 + y) `mod` 1000000007 in a `seq` go a ys

main = do
  let xs = map (`mod` 1000000) (randoms 30000 42)
      s1 = msort xs
      s2 = qsort xs
  print (take 8 s1)
  print (sorted s1, sorted s2, s1 == s2)
  print (length s1, checksum s1, checksum s2)
  print (checksum (msort (map negate s2)))
