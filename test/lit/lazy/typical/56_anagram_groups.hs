-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/56_anagram_groups.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/56_anagram_groups.out %t3.out
module Main where

import qualified Data.Map as Map
import Data.List (sort, sortOn, sortBy, intercalate)
import Data.Char (toLower, isAlpha)
import Data.Ord (comparing, Down(..))

wordList :: [String]
wordList = words "listen silent enlist tinsel inlets google banana stone tones notes onset \
                 \ seton steno evil vile live veil levi angel glean angle lager large regal \
                 \ glare apple paper rat tar art star rats arts tsar post stop pots spot tops opts"

signature :: String -> String
signature = sort . map toLower . filter isAlpha

anagramMap :: [String] -> Map.Map String [String]
anagramMap = foldr (\w -> Map.insertWith (++) (signature w) [w]) Map.empty

letterCounts :: String -> Map.Map Char Int
letterCounts s = Map.fromListWith (+) [(toLower c, 1) | c <- s, isAlpha c]

-- Can word a be spelled from the letters in b?
canSpell :: String -> String -> Bool
canSpell a b = and [Map.findWithDefault 0 c have >= n | (c, n) <- Map.toList need]
  where
    need = letterCounts a
    have = letterCounts b

isAnagram :: String -> String -> Bool
isAnagram a b = letterCounts a == letterCounts b

main :: IO ()
main = do
  let groups = anagramMap wordList
      multi = Map.filter ((> 1) . length) groups
  putStrLn ("distinct signatures: " ++ show (Map.size groups))
  putStrLn ("groups with anagrams: " ++ show (Map.size multi))
  mapM_ (\(k, ws) -> putStrLn (k ++ ": " ++ intercalate ", " (sort ws)))
        (sortBy (comparing (Down . length . snd)) (Map.toList multi))
  print (Map.keys (Map.filter ((== 1) . length) groups))
  print (Map.lookup (signature "Silent") groups)
  print (Map.findWithDefault [] "xyz" groups)
  print (Map.toList (letterCounts "Mississippi"))
  print (map (uncurry isAnagram) [("Dormitory", "dirty room"), ("hello", "world"), ("The eyes", "they see")])
  print (filter (`canSpell` "a large pineapple") ["apple", "angel", "paper", "plane", "pineapples"])
  let total = Map.foldr (\ws acc -> acc + length ws) 0 groups
  print (total, length wordList)
  let largest = last (sortOn (length . snd) (Map.toList groups))
  print largest
  print (Map.foldrWithKey (\k _ acc -> if length k == 3 then k : acc else acc) [] groups)
  print (Map.elems (Map.map length (Map.filterWithKey (\k _ -> head k == 'a') groups)))
