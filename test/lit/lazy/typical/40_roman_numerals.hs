-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/40_roman_numerals.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/40_roman_numerals.out %t3.out
module Main where

import Data.Char (toUpper)
import Data.List (isPrefixOf)

numerals :: [(Int, String)]
numerals =
  [ (1000, "M"), (900, "CM"), (500, "D"), (400, "CD")
  , (100, "C"), (90, "XC"), (50, "L"), (40, "XL")
  , (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I") ]

toRoman :: Int -> Either String String
toRoman n
  | n <= 0 = Left ("cannot represent " ++ show n)
  | n >= 4000 = Left ("too large: " ++ show n)
  | otherwise = Right (go n numerals)
  where
    go 0 _ = ""
    go m table@((v, s):rest)
      | m >= v = s ++ go (m - v) table
      | otherwise = go m rest
    go _ [] = ""

-- Parse greedily by matching the longest symbol prefix.
fromRoman :: String -> Either String Int
fromRoman "" = Left "empty numeral"
fromRoman str = go (map toUpper str) numerals 0
  where
    go [] _ acc = Right acc
    go s [] _ = Left ("invalid numeral near " ++ show s)
    go s table@((v, sym):rest) acc
      | sym `isPrefixOf` s = go (drop (length sym) s) table (acc + v)
      | otherwise = go s rest acc

-- Strict check: a valid numeral converts back to itself.
isCanonical :: String -> Bool
isCanonical s = case fromRoman s of
  Right n -> toRoman n == Right (map toUpper s)
  Left _ -> False

-- Simple additive value ignoring subtraction rules, via a lookup table.
charValue :: Char -> Maybe Int
charValue c = lookup (toUpper c) (zip "IVXLCDM" [1, 5, 10, 50, 100, 500, 1000])

subtractiveValue :: String -> Maybe Int
subtractiveValue s = do
  vs <- mapM charValue s
  return (sum (zipWith pick vs (drop 1 vs ++ [0])))
  where
    pick v next = if v < next then negate v else v

main :: IO ()
main = do
  let samples = [1, 4, 9, 14, 40, 90, 400, 1987, 1994, 2024, 3999, 0, 4000]
  mapM_ (\n -> putStrLn (show n ++ " -> " ++ either ("error: " ++) id (toRoman n))) samples
  let texts = ["XIV", "mcmxciv", "MMXXIV", "IIII", "IC", "ABC", ""]
  mapM_ (\s -> putStrLn (show s ++ " -> " ++ show (fromRoman s) ++ " canonical=" ++ show (isCanonical s))) texts
  print (map subtractiveValue ["XIV", "MCMXCIV", "IC", "XQ"])
  let roundTrip = all (\n -> (toRoman n >>= fromRoman) == Right n) [1 .. 3999]
  putStrLn ("round trip 1..3999: " ++ show roundTrip)
  let lens = [ (n, either (const 0) length (toRoman n)) | n <- [1 .. 3999] ]
      longest = maximum (map snd lens)
  print (longest, [n | (n, l) <- lens, l == longest])
  print (sum [either (const 0) length (toRoman n) | n <- [1 .. 100]])
