-- laziness: iterate, cycle, repeat, and recursive let-bound lists (let xs = 1 : xs)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/laziness_iterate_cycle_repeat.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/laziness_iterate_cycle_repeat.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/laziness_iterate_cycle_repeat.out %t3.out


nats :: [Int]
nats = 0 : map (+ 1) nats

main = do
  let ones = 1 : ones
  print (take 5 ones)
  let pows = 1 : map (* 2) pows
  print (take 10 pows)
  print (take 6 (iterate (* 3) 1))
  print (take 7 (cycle [1, 2, 3]))
  print (take 4 (repeat True))
  print (replicate 3 (Just 0))
  print (takeWhile (< 1000) (iterate (\x -> x * x + 1) 1))
  print (zip [1 ..] (take 3 (cycle [True, False])))
  print (take 8 (map fst (iterate (\(a, b) -> (b, a + b)) (0, 1))))
  print (head (filter (\x -> x * x > 1000) [1 ..]))
  print (nats !! 1000)
  let tri = 0 : zipWith (+) tri [1 ..]
  print (take 8 tri)
  print (take 3 (drop 5000 (cycle [10, 20, 30, 40])))
  print (sum (take 100 (repeat 7)))
  print (until (> 1000) (* 2) 1)
