-- laziness: calls to error that are never evaluated do not stop the program
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/error_unevaluated.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/error_unevaluated.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/error_unevaluated.out %t3.out


boom :: Int
boom = error "boom"

main = do
  print (fst (1, error "boom"))
  print (take 3 (1 : 2 : 3 : error "tail forced"))
  print (length [boom, boom, boom])
  print (const 42 boom)
  print (snd (boom, True))
  print (if True then 7 else boom)
  print (False && boom > 0)
  print (True || error "no")
  print (head (map (* 2) [5, boom]))
  print (null (boom : []))
  print (take 2 (map fst [(1, boom), (2, boom), error "spine"]))
  print (let (a, _) = (10, boom) in a)
  print (case Just boom of { Just _ -> 1; Nothing -> 0 })
  print (zip [1, 2] (True : False : error "zip"))
  print (takeWhile (< 3) [1, 2, 3, boom])
  print (maybe 0 (+ 1) (Just 5))
  print (let (p, q) = error "never matched" in 5)
  print ([1, 2, boom, 4] !! 3)
