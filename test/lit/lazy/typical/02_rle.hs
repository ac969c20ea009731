-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/02_rle.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/02_rle.out %t3.out
module Main where

import Data.List (group)
import Data.Char (isDigit)

encode :: String -> [(Int, Char)]
encode = map (\g -> (length g, head g)) . group

encodeString :: String -> String
encodeString s = concatMap fmt (encode s)
  where
    fmt (1, c) = [c]
    fmt (n, c) = show n ++ [c]

decodeString :: String -> String
decodeString [] = []
decodeString s =
  let (digits, rest) = span isDigit s
  in case rest of
       []     -> []
       (c:cs) -> replicate (count digits) c ++ decodeString cs
  where
    count "" = 1
    count ds = read ds

main :: IO ()
main = do
  let inputs = ["aaabccddddde", "abc", "zzzzzzzzzzzzyy", "", "wwwwwwwwwwwwbbbx"]
  mapM_ check inputs
  print (encode "mississippi")
  where
    check s = do
      let e = encodeString s
          d = decodeString e
      putStrLn (show s ++ " -> " ++ show e ++ " -> " ++ show d ++ (if d == s then " ok" else " MISMATCH"))
