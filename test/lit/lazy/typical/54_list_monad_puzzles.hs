-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/54_list_monad_puzzles.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/54_list_monad_puzzles.out %t3.out
module Main where

import Data.List (permutations, nub, sort)

pythagorean :: Int -> [(Int, Int, Int)]
pythagorean n = [(a, b, c) | c <- [1 .. n], b <- [1 .. c], a <- [1 .. b], a * a + b * b == c * c]

-- N-queens with the list monad in do-notation.
queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = return []
    go k = do
      qs <- go (k - 1)
      q <- [1 .. n]
      if safe q qs then return (q : qs) else []
    safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

showBoard :: Int -> [Int] -> [String]
showBoard n qs = [[if c == q then 'Q' else '.' | c <- [1 .. n]] | q <- qs]

-- Make change: all multisets of coins summing to a target (non-increasing order).
change :: Int -> [Int] -> [[Int]]
change 0 _ = [[]]
change _ [] = []
change amt coins@(c:cs)
  | amt < 0 = []
  | otherwise = map (c :) (change (amt - c) coins) ++ change amt cs

-- A tiny cryptarithm: TO + GO = OUT with distinct digits.
toGoOut :: [(Int, Int, Int, Int)]
toGoOut = do
  t <- [1 .. 9]
  o <- [1 .. 9]
  g <- [1 .. 9]
  u <- [0 .. 9]
  let digits = [t, o, g, u]
  if length (nub digits) /= 4 then [] else return ()
  let to = 10 * t + o
      go' = 10 * g + o
      out = 100 * o + 10 * u + t
  if to + go' == out then return (t, o, g, u) else []

-- Sublists and powerset via filterM-style list monad.
powerset :: [a] -> [[a]]
powerset [] = [[]]
powerset (x:xs) = do
  rest <- powerset xs
  [x : rest, rest]

sumsTo :: Int -> [Int] -> [[Int]]
sumsTo target xs = [s | s <- powerset xs, sum s == target]

main :: IO ()
main = do
  print (pythagorean 30)
  print (map (length . queens) [4 .. 8])
  print (head (queens 8))
  mapM_ putStrLn (showBoard 6 (head (queens 6)))
  print (length (change 100 [50, 25, 10, 5, 1]))
  print (change 10 [5, 2, 1])
  print toGoOut
  print (length (powerset "abcde"), powerset [1, 2, 3 :: Int])
  print (sumsTo 10 [1 .. 7])
  print (sort (filter (\p -> p == reverse p) (nub (permutations "aabb"))))
  print [(x, y) | x <- [1 .. 4 :: Int], y <- "ab", odd x]
  print (do { x <- [1, 2, 3]; y <- [x .. 3]; return (x * y) } :: [Int])
  print (concat [[x, -x] | x <- [1 .. 5 :: Int], x /= 3])
