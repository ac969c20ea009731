-- A strict tail-recursive loop of 10^7 iterations (constant stack: the
-- self call is a jump, profiled or not), and a lazily generated list of
-- 10^7 Ints summed as it is produced: over a gigabyte allocated, with a
-- small live heap.
count :: Int -> Int -> Int
count 0 acc = acc
count n acc = let a = acc + n `mod` 3 in a `seq` count (n - 1) a

main = do
  print (count 10000000 0)
  print (sum [1 .. 10000000])
