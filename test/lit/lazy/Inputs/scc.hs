-- Sansom & Peyton Jones's lexical scoping: the list is built under the cost
-- centre "build", but only consumed (forced) under "consume". The thunks
-- "build" made carry it in their headers, so the work of computing the
-- elements - `slow`, which is not a cost centre - is charged to "build"
-- when "consume" forces them, and so are the bytes they allocate.
slow :: Int -> Int
slow n = go n 0
  where go 0 acc = acc
        go k acc = let a = (acc + k * k) `mod` 1000003 in a `seq` go (k - 1) a

total :: [Int] -> Int
total [] = 0
total (x:xs) = let t = total xs in t `seq` (x + t) `mod` 1000003

main = do
  let xs = {-# SCC "build" #-} map slow [1 .. 1700]
  print ({-# SCC "consume" #-} total xs)
