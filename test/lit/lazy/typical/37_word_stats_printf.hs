-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/37_word_stats_printf.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/37_word_stats_printf.out %t3.out
module Main where

import Text.Printf (printf)
import Data.Char (toLower, isAlpha, isSpace)
import Data.List (sortBy, group, sort, maximumBy)
import Data.Ord (comparing)

passage :: String
passage = unlines
  [ "It was the best of times, it was the worst of times,"
  , "it was the age of wisdom, it was the age of foolishness,"
  , "it was the epoch of belief, it was the epoch of incredulity,"
  , "it was the season of Light, it was the season of Darkness,"
  , "it was the spring of hope, it was the winter of despair."
  ]

normalize :: String -> [String]
normalize = words . map (\c -> if isAlpha c then toLower c else ' ')

frequencies :: [String] -> [(String, Int)]
frequencies ws = sortBy order [ (head g, length g) | g <- group (sort ws) ]
  where
    order (a, n) (b, m) = compare m n <> compare a b

average :: [Int] -> Double
average [] = 0
average xs = fromIntegral (sum xs) / fromIntegral (length xs)

histogramBar :: Int -> Int -> String
histogramBar scale n = replicate (n * scale) '#'

main :: IO ()
main = do
  let ls = lines passage
      ws = normalize passage
      freq = frequencies ws
      nonSpace = length (filter (not . isSpace) passage)
  printf "lines: %d, words: %d, characters: %d\n" (length ls) (length ws) (length passage)
  printf "non-space characters: %d\n" nonSpace
  printf "distinct words: %d\n" (length freq)
  printf "average word length: %.3f\n" (average (map length ws))
  let longest = maximumBy (comparing length) ws
  printf "longest word: %s (%d letters)\n" longest (length longest)
  putStrLn "Top words:"
  mapM_ (\(w, n) -> printf "  %-10s %3d %s\n" w n (histogramBar 1 n)) (take 8 freq)
  putStrLn "Per line:"
  mapM_ (\(i, l) -> printf "  %2d: %5.2f avg, %2d words\n" (i :: Int)
                      (average (map length (normalize l))) (length (words l)))
        (zip [1 ..] ls)
  let share w = 100 * fromIntegral (maybe 0 id (lookup w freq)) / fromIntegral (length ws) :: Double
  mapM_ (\w -> printf "%-8s is %6.2f%% of all words\n" w (share w)) ["it", "was", "the", "hope"]
  let byLen = map (\g -> (head g, length g)) (group (sort (map length ws)))
  mapM_ (\(len, cnt) -> printf "length %d: %d\n" len (cnt :: Int)) (byLen :: [(Int, Int)])
