-- nofib-style queens: count the solutions of the n-queens problem
-- (list comprehensions, lazy generate-and-test), n = 4..10.
-- Valid Haskell for GHC and lazy-mini (lazyc); same output under both.

queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]

safe :: Int -> [Int] -> Bool
safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

main = do
  print (map (length . queens) [4 .. 10])
  print (head (queens 10))
  print (sum (map sum (queens 9)))
