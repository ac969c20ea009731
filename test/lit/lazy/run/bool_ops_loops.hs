-- && and || in recursion: `and`, `or`, `all`, `any`, `elem`, list equality and
-- a program's own recursion through && and || over 300,000 elements, each in a
-- 1 MB stack: the Prelude's && and || are compiled as the `if` that defines
-- them, so the recursive call is a jump, not a thunk that && forces a frame
-- deeper (GHC inlines && to the same effect).
-- RUN: %lazyc -O0 %s -o %t0 && sh -c 'ulimit -s 1024 && %t0' > %t0.out && diff %S/Inputs/bool_ops_loops.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && sh -c 'ulimit -s 1024 && %t2' > %t2.out && diff %S/Inputs/bool_ops_loops.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && sh -c 'ulimit -s 1024 && env CCPROF_FILE=%t3.prof %t3' > %t3.out && diff %S/Inputs/bool_ops_loops.out %t3.out

allPositive :: [Int] -> Bool
allPositive [] = True
allPositive (x:xs) = x > 0 && allPositive xs

anyNegative :: [Int] -> Bool
anyNegative [] = False
anyNegative (x:xs) = x < 0 || anyNegative xs

sameLength :: [a] -> [b] -> Bool
sameLength [] [] = True
sameLength (_:as) (_:bs) = True && sameLength as bs
sameLength _ _ = False

main :: IO ()
main = do
  let n = 300000 :: Int
      xs = [1 .. n]
  print (and (map (> 0) xs), or (map (> n) xs))
  print (all even (map (* 2) xs), any odd (map (* 2) xs))
  print (allPositive xs, anyNegative xs, sameLength xs (map show xs))
  print (xs == [1 .. n], xs == [1 .. n - 1] ++ [0])
  print (elem n xs, notElem 0 xs)
  print (True && False, False || True, (&&) True True, foldr (||) False [False, True])
  print (filter (\x -> x `mod` 3 == 0 && x `mod` 5 == 0 || x == 7) [1 .. 40])
