-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/01_wordfreq.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/01_wordfreq.out %t3.out
module Main where

import Data.Char (toLower, isAlpha)
import Data.List (sortBy, group, sort)
import Data.Ord (comparing)

text :: String
text = "The quick brown fox jumps over the lazy dog. The dog barks; the fox runs.\n\
       \A quick dog is a happy dog, and the fox knows it."

normalize :: String -> [String]
normalize = words . map (\c -> if isAlpha c then toLower c else ' ')

frequencies :: [String] -> [(String, Int)]
frequencies ws = map (\g -> (head g, length g)) (group (sort ws))

topN :: Int -> [(String, Int)] -> [(String, Int)]
topN n = take n . sortBy cmp
  where
    cmp (w1, c1) (w2, c2)
      | c1 /= c2  = compare c2 c1
      | otherwise = compare w1 w2

main :: IO ()
main = do
  let ws = normalize text
  putStrLn ("Total words: " ++ show (length ws))
  putStrLn ("Distinct words: " ++ show (length (frequencies ws)))
  mapM_ (\(w, c) -> putStrLn (w ++ ": " ++ show c)) (topN 5 (frequencies ws))
  let longest = last (sortBy (comparing length) ws)
  putStrLn ("Longest word: " ++ longest)
