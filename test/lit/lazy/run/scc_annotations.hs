-- {-# SCC #-} annotations on expressions (in let, where, lambdas, arguments, nested) do not change results
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/scc_annotations.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/scc_annotations.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/scc_annotations.out %t3.out


nfib :: Int -> Int
nfib n = if n < 2 then 1 else {-# SCC "nfib_rec" #-} (nfib (n - 1) + nfib (n - 2) + 1)

sumSquares :: [Int] -> Int
sumSquares xs = {-# SCC "sumSquares" #-} sum (map sq xs)
  where
    sq x = {-# SCC "square" #-} x * x

lazyPair :: (Int, Int)
lazyPair = ({-# SCC "left" #-} 1 + 1, {-# SCC "right" #-} error "right side never forced")

main = do
  print (nfib 15)
  print ({-# SCC "top" #-} sumSquares [1 .. 100])
  let table = {-# SCC "table" #-} [x * y | x <- [1 .. 4], y <- [1 .. 4]]
  print (sum table)
  print (length table)
  print (fst lazyPair)
  print (map (\x -> {-# SCC "lam" #-} x + 1) [1, 2, 3])
  print (take 5 ({-# SCC "inf" #-} iterate (* 2) 1))
  print ({-# SCC "outer" #-} ({-# SCC "inner" #-} 6) * 7)
  print (foldr (\x acc -> {-# SCC "fold" #-} x + acc) 0 [1 .. 1000])
  print (case {-# SCC "scrut" #-} Just 3 of { Just n -> n; Nothing -> 0 })
