-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/08_collatz.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/08_collatz.out %t3.out
module Main where

import Data.List (foldl')

collatz :: Int -> [Int]
collatz 1 = [1]
collatz n
  | even n = n : collatz (n `div` 2)
  | otherwise = n : collatz (3 * n + 1)

steps :: Int -> Int
steps = length . collatz

longestUpTo :: Int -> (Int, Int)
longestUpTo limit = foldl' best (1, 1) [1 .. limit]
  where
    best acc@(_, bestLen) n =
      let l = steps n
      in if l > bestLen then (n, l) else acc

main :: IO ()
main = do
  print (collatz 27 !! 10)
  print (collatz 6)
  putStrLn ("steps 27 = " ++ show (steps 27))
  let (n, l) = longestUpTo 10000
  putStrLn ("longest under 10000: " ++ show n ++ " with " ++ show l ++ " terms")
  print (maximum (collatz 27))
  print [n' | n' <- [1 .. 30], steps n' > 100]
