-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/03_caesar.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/03_caesar.out %t3.out
module Main where

import Data.Char (ord, chr, isUpper, isLower, isAlpha, toUpper)

shift :: Int -> Char -> Char
shift n c
  | isUpper c = rot 'A'
  | isLower c = rot 'a'
  | otherwise = c
  where
    rot base = chr (ord base + (ord c - ord base + n) `mod` 26)

caesar :: Int -> String -> String
caesar n = map (shift n)

vigenere :: String -> String -> String
vigenere key = go (cycle key)
  where
    go _ [] = []
    go ks@(k:kt) (c:cs)
      | isAlpha c = shift (ord (toUpper k) - ord 'A') c : go kt cs
      | otherwise = c : go ks cs
    go [] _ = error "empty key"

unvigenere :: String -> String -> String
unvigenere key = vigenere (map inv key)
  where inv k = chr (ord 'A' + (26 - (ord (toUpper k) - ord 'A')) `mod` 26)

main :: IO ()
main = do
  let msg = "Attack at Dawn, 1234!"
  putStrLn (caesar 3 msg)
  putStrLn (caesar (-3) (caesar 3 msg))
  putStrLn (caesar 13 (caesar 13 msg))
  let v = vigenere "LEMON" msg
  putStrLn v
  putStrLn (unvigenere "LEMON" v)
  mapM_ (\n -> putStrLn (show n ++ ": " ++ caesar n "xyz")) [1, 2, 25]
