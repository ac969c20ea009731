-- Collatz sequences: step counts, the longest chain below a bound, peak values, and iterate/takeWhile formulations
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/collatz_lengths.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/collatz_lengths.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/collatz_lengths.out %t3.out


collatz :: Int -> Int
collatz n
  | even n = n `div` 2
  | otherwise = 3 * n + 1

-- number of steps to reach 1 (strict accumulator)
steps :: Int -> Int
steps n = go n 0
  where
    go 1 acc = acc
    go m acc = go (collatz m) $! (acc + 1)

chain :: Int -> [Int]
chain n = takeWhile (/= 1) (iterate collatz n) ++ [1]

peak :: Int -> Int
peak n = maximum (chain n)

-- the (steps, start) maximum, first one on ties
longest :: Int -> (Int, Int)
longest bound = foldl better (0, 1) [(steps n, n) | n <- [1 .. bound]]
  where
    better (bs, bn) (s, n)
      | s > bs = (s, n)
      | otherwise = (bs, bn)

main = do
  print (chain 6)
  print (chain 27 !! 77, length (chain 27), peak 27)
  print (map steps [1 .. 20])
  print (steps 97, steps 871, steps 6171)
  print (longest 1000)
  print (longest 3000)
  print (length (filter (> 100) (map steps [1 .. 2000])))
  print (all (\n -> steps n == length (chain n) - 1) [1 .. 300])
  print (take 5 [n | n <- [1 ..], steps n > 100])
