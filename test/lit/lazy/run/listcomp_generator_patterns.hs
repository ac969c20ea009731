-- list comprehensions whose generator patterns use wildcards (_), wildcards inside tuples/constructors, and as-patterns
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/listcomp_generator_patterns.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/listcomp_generator_patterns.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/listcomp_generator_patterns.out %t3.out


pairs :: [(Int, Int)]
pairs = zip [1 .. 6] [10, 20 .. 60]

main = do
  print [1 | _ <- [1, 2, 3]]
  print (length [0 | _ <- [1 .. 7], _ <- [1 .. 3]])
  print [x | (x, _) <- pairs]
  print [y | (_, y) <- pairs, y > 25]
  print [n | Just _ <- [Just 1, Nothing, Just 3], n <- [0, 1]]
  print [xs | xs@(_:_) <- [[1], [], [2, 3], []]]
  print [(h, length all') | all'@(h:_) <- [[5, 6], [], [7]]]
  print [a + c | (a, _, c) <- zip3 [1, 2] [3, 4] [5, 6]]
