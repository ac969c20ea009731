-- Closure descriptions (-hd): a list whose spine is forced but whose
-- elements never are, so the heap holds thunks that apply the top-level
-- function `expensive`; and a list of partial applications `(+) k`.
expensive :: Int -> Int
expensive n = n * n + 1

build :: Int -> [Int]
build 0 = []
build k = expensive k : build (k - 1)

adders :: [Int -> Int]
adders = map (+) [1 .. 200000]

main = do
  let xs = build 300000
  print (length xs)
  print (sum (map (\f -> f 1) adders))
  print (length xs + length adders)
