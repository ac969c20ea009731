-- arithmetic sequences: [a..b], [a..], [a,b..c] ascending and descending, empty and singleton ranges, negatives
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/ranges_steps.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/ranges_steps.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/ranges_steps.out %t3.out


countdown :: Int -> [Int]
countdown n = [n, n - 1 .. 1]

main = do
  print [1 .. 10]
  print [1, 3 .. 20]
  print [10, 8 .. 1]
  print [5, 4 .. 1]
  print (countdown 7)
  print ([5 .. 1] ++ [0], length [5 .. 1])
  print [-3 .. 3]
  print [10, 7 .. (-5)]
  print (take 5 [0, -2 ..])
  print (take 4 [100 ..], take 4 [7, 14 ..])
  print ([3, 2 .. 3], [1, 3 .. 2], [2, 4 .. 1] ++ [-1])
  print (sum [1 .. 100], sum [2, 4 .. 100], product [1 .. 10])
  print (length [0, 5 .. 1000], last [0, 5 .. 1000])
  print [x | x <- [20, 17 .. 0], odd x]
  print (zip [1 ..] [30, 20 .. 0])
  print (takeWhile (< 50) [1, 10 ..])
  print ([n .. n + 2] ++ [n, n + 3 .. n + 9])
 where
  n = 4
