-- list comprehensions: several generators, dependent generators, guards, let bindings, tuple and constructor patterns
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/listcomp_generators_guards.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/listcomp_generators_guards.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/listcomp_generators_guards.out %t3.out


pythag :: Int -> [(Int, Int, Int)]
pythag n = [(a, b, c) | c <- [1 .. n], b <- [1 .. c], a <- [1 .. b], a * a + b * b == c * c]

divisors :: Int -> [Int]
divisors n = [d | d <- [1 .. n], n `mod` d == 0]

perfects :: Int -> [Int]
perfects n = [m | m <- [2 .. n], let s = sum (init (divisors m)), s == m]

cartesian :: [Int] -> [Int] -> [(Int, Int)]
cartesian xs ys = [(x, y) | x <- xs, y <- ys]

main = do
  print [x * x | x <- [1 .. 10]]
  print [x | x <- [1 .. 30], odd x, x `mod` 3 == 0]
  print (cartesian [1, 2] [10, 20, 30])
  print (pythag 20)
  print (perfects 500)
  print [(i, j) | i <- [1 .. 4], j <- [i + 1 .. 4]]
  print [a + b | (a, b) <- zip [1, 2, 3] [10, 20, 30], a /= 2]
  print [x | Just x <- [Just 1, Nothing, Just 3, Nothing]]
  print [y | x <- [1 .. 10], let y = x * x, let z = y + 1, even z]
  print [[c | c <- [1 .. r]] | r <- [1 .. 4]]
  print (sum [x * y | x <- [1 .. 10], y <- [1 .. 10], x < y])
  print (take 5 [(n, m) | n <- [1 ..], let m = n * n * n, m `mod` 4 == 0])
  print [if even x then x else -x | x <- [1 .. 8]]
  print (concat [[x, x] | x <- [5, 6, 7]])
  print (length [1 | i <- [1 .. 7], j <- [1 .. 3]], [x | (x, y) <- zip [1 ..] [7, 8, 9]])
  print [(x, b) | (x, b) <- zip [1 .. 9] (cycle [True, False]), b]
