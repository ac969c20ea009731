-- sharing: let/where-bound values and CAF memo tables are evaluated once (exponential without sharing)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/sharing_let_expensive.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/sharing_let_expensive.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/sharing_let_expensive.out %t3.out


-- 2^n, but only linear work if r is shared
doubling :: Int -> Int
doubling 0 = 1
doubling n = let r = doubling (n - 1) in r + r

-- the same through where and a tuple
pairUp :: Int -> (Int, Int)
pairUp 0 = (1, 1)
pairUp n = (a + b, a * 2)
  where
    p = pairUp (n - 1)
    a = fst p
    b = snd p

nfib :: Int -> Int
nfib n = if n < 2 then 1 else nfib (n - 1) + nfib (n - 2) + 1

-- memo table as a CAF
memo :: [Int]
memo = map mfib [0 ..]

mfib :: Int -> Int
mfib 0 = 0
mfib 1 = 1
mfib n = memo !! (n - 1) + memo !! (n - 2)

main = do
  print (doubling 60)
  print (pairUp 40)
  let t = nfib 20
  print (map (\x -> x + t) [1, 2, 3])
  print (t * t - t)
  print (mfib 80)
  print (take 10 memo)
  let big = sum [1 .. 200000]
  print (big + big, big - big)
  let s = [nfib k | k <- [1 .. 15]]
  print (sum s + maximum s)
  print (length s, last s)
