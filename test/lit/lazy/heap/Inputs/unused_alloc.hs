-- lazy/heap/nursery.test: a merge sort of a list from `tail (iterate ...)`.
-- At -O2 the optimizer removes the stores to an object it allocates but
-- never uses; when compiled code wrote the header, that left a hole with
-- no header in the nursery, and the collector's walk of its chunk stopped
-- there, missing the objects after it (a cons cell was lost).
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

main :: IO ()
main = print (sum (msort (randoms 3000 42)))
