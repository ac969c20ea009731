-- space-leak style: mean xs = sum xs `div` length xs over [1..100000] (the list is shared by two traversals), and one-pass versions
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/mean_space_leak.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/mean_space_leak.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/mean_space_leak.out %t3.out


mean :: [Int] -> Int
mean xs = sum xs `div` length xs

-- one pass with a strict pair accumulator
meanOnePass :: [Int] -> Int
meanOnePass xs = go 0 0 xs
  where
    go s n [] = s `div` n
    go s n (y:ys) = let s' = s + y
                        n' = n + 1
                    in s' `seq` n' `seq` go s' n' ys

-- lazy accumulation (builds thunks, still correct)
meanLazy :: [Int] -> Int
meanLazy xs = let (s, n) = foldr (\y (a, b) -> (a + y, b + 1)) (0, 0) xs in s `div` n

variance :: [Int] -> Int
variance xs = sum [(x - m) * (x - m) | x <- xs] `div` length xs
  where
    m = mean xs

main = do
  let xs = [1 .. 100000]
  print (mean xs)
  print (meanOnePass xs)
  print (mean (take 10 xs), head xs, xs !! 99)
  let ys = [1 .. 20000]
  print (meanLazy [1 .. 10000])
  print (mean (map (* 3) ys), mean (filter even ys))
  print (sum ys, length ys)
  print (foldl (+) 0 ys)
  print (variance [1 .. 1000])
  print (mean [x * x `mod` 1000 | x <- [1 .. 20000]])
  print (maximum ys - minimum ys)
