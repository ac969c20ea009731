-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/24_roman.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/24_roman.out %t3.out
module Main where

numerals :: [(Int, String)]
numerals =
  [ (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC")
  , (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I") ]

toRoman :: Int -> String
toRoman 0 = ""
toRoman n = sym ++ toRoman (n - val)
  where (val, sym) = head (filter ((<= n) . fst) numerals)

fromRoman :: String -> Int
fromRoman s = go (map value s)
  where
    value c = case c of
      'I' -> 1
      'V' -> 5
      'X' -> 10
      'L' -> 50
      'C' -> 100
      'D' -> 500
      'M' -> 1000
      _ -> error ("bad numeral: " ++ [c])
    go (a:b:rest)
      | a < b = b - a + go rest
      | otherwise = a + go (b : rest)
    go [a] = a
    go [] = 0

main :: IO ()
main = do
  mapM_ (\n -> putStrLn (show n ++ " -> " ++ toRoman n)) [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
  print (map fromRoman ["III", "LVIII", "MCMXCIV", "MMXXIV"])
  print (all (\n -> fromRoman (toRoman n) == n) [1 .. 2000])
