-- Prelude list functions: folds and their associativity, span/break/splitAt, zip3/unzip, init/last, elem, until, and/or/any/all
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/prelude_list_functions.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/prelude_list_functions.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/prelude_list_functions.out %t3.out


main = do
  print (foldr (-) 0 [1 .. 5], foldl (-) 0 [1 .. 5], foldr1 (-) [1 .. 5], foldl1 (-) [1 .. 5])
  print (foldr (\x acc -> x : take 2 acc) [] [1 .. 10])
  print (foldl (flip (:)) [] [1, 2, 3])
  print (span even [2, 4, 5, 6], break (> 3) [1 .. 6], splitAt 2 [7, 8, 9])
  print (takeWhile odd [1, 3, 4, 5], dropWhile odd [1, 3, 4, 5])
  print (zip3 [1, 2, 3] [True, False, True] [10, 20], unzip [(1, 10), (2, 20)])
  print (head [4, 5], tail [4, 5], init [1, 2, 3], last [1, 2, 3], null [], null [1])
  print (reverse [1 .. 6], [1, 2, 3] !! 2, length (replicate 4 0))
  print (elem 3 [1, 2, 3], notElem 3 [1, 2, 3], lookup 2 [(1, 5), (2, 6)])
  print (and [True, False], or [True, False], any even [1, 3], all odd [1, 3])
  print (sum [1 .. 10], product [1 .. 6], maximum [3, 9, 2], minimum [3, 9, 2])
  print (concat [[1], [2, 3], []], concatMap (\x -> [x, -x]) [1, 2, 3])
  print (until (> 100) (* 3) 1, iterate (`div` 2) 100 !! 3)
  print (map fst [(1, 2), (3, 4)], map snd [(1, 2), (3, 4)])
  print (zipWith3' (\a b c -> a * b + c) [1, 2] [3, 4] [5, 6])
  print (filter (not . null) [[1], [], [2]], map (take 1) [[1, 2], []])
  print (drop 3 [1, 2], take 10 [1, 2], take (-1) [1], drop (-1) [1])
  print (maybe 0 (+ 1) Nothing, maybe 0 (+ 1) (Just 1), id 3, const 1 2)
  print (gcd 84 36, lcm 21 6, max 3 4, min 3 4, signum (-4), abs (-4))
 where
  zipWith3' f (a:as) (b:bs) (c:cs) = f a b c : zipWith3' f as bs cs
  zipWith3' _ _ _ _ = []
