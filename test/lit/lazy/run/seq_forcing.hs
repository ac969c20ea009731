-- seq and ($!): forcing to weak head normal form only, strict accumulators
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/seq_forcing.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/seq_forcing.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/seq_forcing.out %t3.out


-- strict left fold written with seq
foldlS :: (Int -> Int -> Int) -> Int -> [Int] -> Int
foldlS f z [] = z
foldlS f z (x:xs) = let z' = f z x in z' `seq` foldlS f z' xs

sumStrict :: Int -> [Int] -> Int
sumStrict acc [] = acc
sumStrict acc (x:xs) = (sumStrict $! (acc + x)) xs

forceList :: [Int] -> [Int]
forceList xs = foldr seq () xs `seq` xs

main = do
  print ((1, error "not forced") `seq` 5)
  print (Just (error "inside Just") `seq` 3)
  print ((\x -> error "body") `seq` 4)
  print ([1 ..] `seq` 6)
  print ((error "head" : []) `seq` 7)
  print (length [error "a", error "b", error "c"])
  print (foldlS (+) 0 [1 .. 100000])
  print (sumStrict 0 [1 .. 100000])
  print (foldlS max 0 [3, 9, 2, 7])
  print (forceList [1, 2, 3])
  print (const 8 $! (2 + 3))
  print (let x = 10 * 10 in x `seq` x + 1)
  print (seq (fst (1, error "snd")) True)
  print (snd (error "fst" `seq` 1, 2))
