-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/10_charfun.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/10_charfun.out %t3.out
module Main where

import Data.Char

digitSum :: String -> Int
digitSum = sum . map digitToInt . filter isDigit

classify :: Char -> String
classify c
  | isDigit c = "digit"
  | isUpper c = "upper"
  | isLower c = "lower"
  | isSpace c = "space"
  | isPunctuation c = "punct"
  | otherwise = "other"

toHex :: Int -> String
toHex 0 = "0"
toHex n = reverse (go n)
  where
    go 0 = ""
    go m = intToDigit (m `mod` 16) : go (m `div` 16)

parseInt :: String -> Int
parseInt = foldl (\acc c -> acc * 10 + digitToInt c) 0

main :: IO ()
main = do
  let s = "Hello, World 2024!"
  print (map ord "ABCabc")
  putStrLn (map chr [72, 97, 115, 107, 101, 108, 108])
  putStrLn (map toUpper s)
  print (digitSum s)
  mapM_ (\c -> putStrLn (show c ++ " is " ++ classify c)) "a Z9,"
  print (map toHex [0, 10, 255, 4096, 48879])
  print (parseInt "12345" + 1)
  print (isAlphaNum '_', isHexDigit 'f', isOctDigit '8')
