-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/42_run_length.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/42_run_length.out %t3.out
module Main where

import Data.List (group)
import Data.Char (isDigit)

-- Run-length encoding in several styles.

encode :: Eq a => [a] -> [(Int, a)]
encode = map (\g -> (length g, head g)) . group

decode :: [(Int, a)] -> [a]
decode = concatMap (uncurry replicate)

-- Hand-rolled version without group, using span.
encode' :: Eq a => [a] -> [(Int, a)]
encode' [] = []
encode' (x:xs) = let (same, rest) = span (== x) xs
                 in (1 + length same, x) : encode' rest

-- Textual form like "3A2B1C" and its parser.
toText :: [(Int, Char)] -> String
toText = concatMap (\(n, c) -> show n ++ [c])

fromText :: String -> Maybe [(Int, Char)]
fromText [] = Just []
fromText s = case span isDigit s of
  ("", _) -> Nothing
  (_, []) -> Nothing
  (ds, c:rest) -> fmap ((read ds, c) :) (fromText rest)

-- Compact form that omits counts of 1: "AAABCC" -> "3AB2C"
compact :: String -> String
compact = concatMap step . encode
  where
    step (1, c) = [c]
    step (n, c) = show n ++ [c]

data Run a = Single a | Multiple Int a
  deriving (Show, Eq)

modified :: Eq a => [a] -> [Run a]
modified = map toRun . encode
  where
    toRun (1, x) = Single x
    toRun (n, x) = Multiple n x

unmodified :: [Run a] -> [a]
unmodified = concatMap expand
  where
    expand (Single x) = [x]
    expand (Multiple n x) = replicate n x

-- Look-and-say sequence is RLE applied repeatedly.
lookAndSay :: String -> String
lookAndSay = concatMap (\(n, c) -> show n ++ [c]) . encode

main :: IO ()
main = do
  let s = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"
  print (encode s)
  putStrLn (toText (encode s))
  print (decode (encode s) == s)
  print (encode' "aaabccddddde" == encode "aaabccddddde")
  print (fromText "3A2B1C")
  print (fmap decode (fromText "12W1B12W3B"))
  print (fromText "3A2", fromText "AB")
  putStrLn (compact "AAABCCDDDDE")
  print (modified "aaaabccaadeeee")
  print (unmodified (modified "aaaabccaadeeee"))
  print (encode [1, 1, 2, 3, 3, 3, 1 :: Int])
  mapM_ putStrLn (take 10 (iterate lookAndSay "1"))
  print (map length (take 20 (iterate lookAndSay "1")))
  let ratio = fromIntegral (length (iterate lookAndSay "1" !! 30))
            / fromIntegral (length (iterate lookAndSay "1" !! 29)) :: Double
  print ratio
