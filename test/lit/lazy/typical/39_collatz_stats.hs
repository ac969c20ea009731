-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/39_collatz_stats.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/39_collatz_stats.out %t3.out
module Main where

import Data.List (maximumBy, foldl', genericLength)
import Data.Ord (comparing)
import qualified Data.Map.Strict as M

collatzStep :: Integer -> Integer
collatzStep n
  | even n = n `div` 2
  | otherwise = 3 * n + 1

collatz :: Integer -> [Integer]
collatz n = takeWhile (/= 1) (iterate collatzStep n) ++ [1]

stoppingTime :: Integer -> Int
stoppingTime = length . takeWhile (/= 1) . iterate collatzStep

-- Memoised lengths using a Map threaded through a fold.
lengthsUpTo :: Integer -> M.Map Integer Int
lengthsUpTo limit = foldl' fill (M.singleton 1 0) [2 .. limit]
  where
    fill memo n = fst (go memo n)
    go memo n = case M.lookup n memo of
      Just l -> (memo, l)
      Nothing ->
        let (memo', l) = go memo (collatzStep n)
            len = l + 1
        in (M.insert n len memo', len)

peak :: Integer -> Integer
peak = maximum . collatz

main :: IO ()
main = do
  print (collatz 27 !! 10, length (collatz 27))
  print (collatz 6)
  print (collatz 19)
  print (map stoppingTime [1 .. 20])
  let best = maximumBy (comparing stoppingTime) [1 .. 1000]
  putStrLn ("longest chain under 1000 starts at " ++ show best
            ++ " with " ++ show (stoppingTime best) ++ " steps")
  print (peak 27, peak 255, peak 703)
  let memo = lengthsUpTo 3000
      (arg, len) = M.foldrWithKey (\k v (bk, bv) -> if v >= bv then (k, v) else (bk, bv)) (0, 0)
                     (M.filter (> 0) (M.filterWithKey (\k _ -> k <= 3000) memo))
  print (arg, len)
  print (M.size memo > 3000)
  print (M.findWithDefault (-1) 97 memo, M.findWithDefault (-1) 10000000 memo)
  let big = 2 ^ (100 :: Int) - 1 :: Integer
  print (stoppingTime big)
  print (peak big)
  -- distribution of stopping times in buckets of 25
  let hist = M.fromListWith (+) [ (stoppingTime n `div` 25 * 25, 1 :: Int) | n <- [1 .. 500] ]
  mapM_ (\(b, c) -> putStrLn (pad 4 (show b) ++ " " ++ replicate (c `div` 5) '*' ++ " " ++ show c))
        (M.toList hist)
  let avg = fromIntegral (sum (map stoppingTime [1 .. 500])) / genericLength [1 .. 500 :: Int] :: Double
  print avg
  where
    pad n s = replicate (n - length s) ' ' ++ s
