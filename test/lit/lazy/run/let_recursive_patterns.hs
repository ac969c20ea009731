-- let and where: several bindings, recursive and mutually recursive local definitions, lazy tuple/list pattern bindings
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/let_recursive_patterns.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/let_recursive_patterns.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/let_recursive_patterns.out %t3.out


divMod' :: Int -> Int -> (Int, Int)
divMod' n d = (n `div` d, n `mod` d)

digits :: Int -> [Int]
digits 0 = []
digits n = let (q, r) = divMod' n 10 in digits q ++ [r]

-- local mutual recursion through let
parityList :: Int -> [Bool]
parityList n =
  let isEven 0 = True
      isEven k = isOdd (k - 1)
      isOdd 0 = False
      isOdd k = isEven (k - 1)
  in map isEven [0 .. n]

-- mutually recursive lazy lists in a where
evensOdds :: ([Int], [Int])
evensOdds = (take 5 evens, take 5 odds)
  where
    evens = 0 : map (+ 1) odds
    odds = map (+ 1) evens

minMax :: [Int] -> (Int, Int)
minMax (x:xs) = foldr step (x, x) xs
  where
    step y (lo, hi) = (min y lo, max y hi)

stats :: [Int] -> (Int, Int, Int)
stats xs = (lo, hi, hi - lo)
  where
    (lo, hi) = minMax xs

main = do
  print (digits 90210, digits 7)
  let (a, b) = (3, 4)
      c = a * a + b * b
  print (a, b, c)
  let (h:t) = [10, 20, 30]
      (x, (y, z)) = (1, (2, 3))
  print (h, t, x + y + z)
  print (parityList 6)
  print evensOdds
  print (stats [4, -2, 9, 7, 0])
  let fact n = if n == 0 then 1 else n * fact (n - 1)
  print (map fact [0 .. 10])
  let (lazyA, lazyB) = (5, error "never forced")
  print lazyA
  print (let y1 = 1; y2 = y1 + 1; y3 = y2 * 10 in [y1, y2, y3])
  print (let xs = 1 : map (* 3) xs in take 6 xs)
  print (let ((p, q), r) = ((1, 2), [3]) in p + q + head r)
  let go 0 acc = acc
      go n acc = go (n - 1) (acc + n)
  print (go 100 0)
  print (let first = fst pair; pair = (first' + 1, 0); first' = 41 in first)
