-- nofib queens: all solutions of the n-queens problem by list comprehension (n = 1..8), first solutions, checks
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/nofib_queens.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/nofib_queens.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/nofib_queens.out %t3.out


queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]

safe :: Int -> [Int] -> Bool
safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

-- an independent checker over all pairs of a placement
valid :: [Int] -> Bool
valid qs = and [a /= b && abs (a - b) /= j - i | (i, a) <- zip [1 ..] qs, (j, b) <- zip [1 ..] qs, i < j]

main = do
  print (map (length . queens) [1 .. 8])
  print (head (queens 8))
  print (last (queens 8))
  print (queens 4)
  print (take 3 (queens 6))
  print (all valid (queens 8))
  print (length (filter (\qs -> head qs == 1) (queens 8)))
  print (sum (map sum (queens 7)))
