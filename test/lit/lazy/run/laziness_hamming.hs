-- laziness: Hamming numbers and other streams defined by merging maps of themselves (knot-tying)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/laziness_hamming.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/laziness_hamming.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/laziness_hamming.out %t3.out


merge :: [Int] -> [Int] -> [Int]
merge xa@(x:xs) ya@(y:ys)
  | x < y = x : merge xs ya
  | x > y = y : merge xa ys
  | otherwise = x : merge xs ys

hamming :: [Int]
hamming = 1 : merge (map (* 2) hamming) (merge (map (* 3) hamming) (map (* 5) hamming))

-- numbers of the form 2^i * 3^j
smooth23 :: [Int]
smooth23 = 1 : merge (map (* 2) smooth23) (map (* 3) smooth23)

-- the Thue-Morse sequence, defined in terms of itself
thueMorse :: [Int]
thueMorse = 0 : tail (concatMap (\x -> [x, 1 - x]) thueMorse)

interleave :: [Int] -> [Int] -> [Int]
interleave (x:xs) ys = x : interleave ys xs

-- Thue-Morse by the doubling construction, to check the stream
tmBlocks :: [[Int]]
tmBlocks = iterate (\b -> b ++ map (1 -) b) [0]

-- the ruler sequence, via interleaving
ruler :: [Int]
ruler = interleave (repeat 0) (map (+ 1) ruler)

main = do
  print (take 20 hamming)
  print (hamming !! 1000)
  print (takeWhile (<= 100) smooth23)
  print (length (takeWhile (< 1000000) hamming))
  print (take 16 (tmBlocks !! 5))
  print (take 32 thueMorse == tmBlocks !! 5, take 12 thueMorse)
  print (take 16 ruler)
  print (and (zipWith (<) hamming (tail (take 500 hamming))))
  print (sum (take 100 hamming))
