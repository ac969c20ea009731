-- A list built under the cost centre "build" and held by "consume", which
-- walks it twice (length, then sum): while length runs, the thunk for
-- `sum xs`, built by "consume", retains the whole list.
build :: Int -> [Int]
build n = go n []
  where
    go 0 acc = acc
    go k acc = let k' = k - 1
                   c = k : acc
               in k' `seq` c `seq` go k' c

consume :: [Int] -> Int
consume xs = let s = sum xs
                 n = length xs
             in n `seq` s `seq` (s `div` n)

main = do
  let xs = {-# SCC "build" #-} build 1000000
  print (consume xs)
