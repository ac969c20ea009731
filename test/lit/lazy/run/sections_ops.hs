-- operator sections (left, right, backquoted), operators as functions, and backquoted infix application
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/sections_ops.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/sections_ops.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/sections_ops.out %t3.out


divides :: Int -> Int -> Bool
divides d n = n `mod` d == 0

main = do
  print (map (+ 1) [1, 2, 3], map (2 *) [1, 2, 3])
  print (map (`div` 2) [7, 8, -7], map (100 `div`) [3, 7, -9])
  print (map (subtract 1) [1, 2], map (10 -) [1, 2], map (\x -> x - 10) [1, 2])
  print (filter (`elem` [2, 3, 5, 7]) [1 .. 10])
  print (filter (3 `divides`) [1 .. 15], filter (`divides` 12) [1 .. 12])
  print (map (0 :) [[1], [2, 3]], map (++ [9]) [[1], []])
  print (map (!! 1) [[1, 2], [3, 4, 5]], map ([10, 20, 30] !!) [2, 0])
  print (filter (/= 3) [1, 3, 5, 3], map (== 3) [2, 3], filter (< 5) [8, 1, 4, 6])
  print (foldr (&&) True [True, False], foldr (||) False [False, True])
  print (zipWith (+) [1, 2, 3] [10, 20, 30], zipWith (*) [1, 2] [3, 4], foldl (-) 100 [1, 2, 3])
  print (3 `max` 9, 3 `min` 9, 17 `mod` 5, 17 `rem` (-5), 12 `gcd` 18)
  print (map (`max` 0) [-2, 5, -1], map (max 0) [-2, 5, -1])
  print ((`lookup` [(1, 11), (2, 22)]) 2, (`take` [1, 2, 3]) 2)
  print (map (($ 2) . (+)) [1, 10], (`subtract` 10) 3)
