-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/60_text_wrap.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/60_text_wrap.out %t3.out
module Main where

import Data.Char (toUpper, toLower, isSpace, isPunctuation)
import Data.List (intercalate, isPrefixOf, unfoldr)

text :: String
text = "Haskell is a purely functional programming language. It features lazy \
       \evaluation, type inference, and a strong static type system; programs \
       \are built by composing small functions into larger ones."

-- Greedy word wrap to a maximum line width.
wrap :: Int -> String -> [String]
wrap width = map unwords . go . words
  where
    go [] = []
    go (w:ws) = let (line, rest) = fill (length w) [w] ws in line : go rest
    fill _ acc [] = (reverse acc, [])
    fill len acc (w:ws)
      | len + 1 + length w <= width = fill (len + 1 + length w) (w : acc) ws
      | otherwise = (reverse acc, w : ws)

-- Full justification: spread extra spaces from the left.
justify :: Int -> [String] -> String
justify _ [w] = w
justify width ws = concat (zipWith (++) ws (gaps ++ [""]))
  where
    slots = length ws - 1
    spaces = width - sum (map length ws)
    (q, r) = spaces `divMod` slots
    gaps = [replicate (q + (if i < r then 1 else 0)) ' ' | i <- [0 .. slots - 1]]

justifyAll :: Int -> String -> [String]
justifyAll width s = let ls = wrap width s
                     in map (justify width . words) (init ls) ++ [last ls]

center :: Int -> String -> String
center width s = replicate l ' ' ++ s ++ replicate r ' '
  where
    total = max 0 (width - length s)
    l = total `div` 2
    r = total - l

capitalize :: String -> String
capitalize [] = []
capitalize (c:cs) = toUpper c : map toLower cs

titleCase :: String -> String
titleCase = unwords . map capitalize . words

-- Split on a delimiter, keeping empty fields.
splitOn :: Char -> String -> [String]
splitOn d s = case break (== d) s of
  (a, []) -> [a]
  (a, _:rest) -> a : splitOn d rest

chunksOf :: Int -> [a] -> [[a]]
chunksOf n = unfoldr (\xs -> if null xs then Nothing else Just (splitAt n xs))

stripPunct :: String -> String
stripPunct = filter (not . isPunctuation)

main :: IO ()
main = do
  let ls = wrap 30 text
  mapM_ (\l -> putStrLn ("|" ++ l ++ replicate (30 - length l) ' ' ++ "|")) ls
  putStrLn ""
  mapM_ (\l -> putStrLn ("|" ++ l ++ "|")) (justifyAll 36 text)
  putStrLn ""
  mapM_ (\l -> putStrLn ("[" ++ center 20 l ++ "]")) ["hello", "lazy evaluation", "x", ""]
  putStrLn (titleCase "the QUICK brown fOX")
  print (splitOn ',' "a,b,,c,", splitOn ';' "")
  print (chunksOf 4 "abcdefghij", map length (wrap 10 text))
  print (words (stripPunct "Hello, world! It's... fine."))
  print (length (filter isSpace text), length (lines "one\ntwo\n\nfour\n"))
  print (intercalate "-" (words "  spaced   out  words "), unwords (reverse (words "one two three")))
  print (filter ("pro" `isPrefixOf`) (words (map toLower text)))
