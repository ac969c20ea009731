-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/48_json_pretty.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/48_json_pretty.out %t3.out
module Main where

import Data.Char (ord, isControl)
import Data.List (intercalate)

data JSON
  = JNull
  | JBool Bool
  | JNumber Double
  | JString String
  | JArray [JSON]
  | JObject [(String, JSON)]
  deriving (Show, Eq)

escape :: String -> String
escape = concatMap esc
  where
    esc '"' = "\\\""
    esc '\\' = "\\\\"
    esc '\n' = "\\n"
    esc '\t' = "\\t"
    esc c
      | isControl c = "\\u" ++ hex4 (ord c)
      | otherwise = [c]
    hex4 n = [hexDigit (n `div` 16 ^ k `mod` 16) | k <- [3, 2, 1, 0 :: Int]]
    hexDigit d = "0123456789abcdef" !! d

showNumber :: Double -> String
showNumber d
  | d == fromIntegral r = show r
  | otherwise = show d
  where r = round d :: Integer

-- Compact rendering on one line.
render :: JSON -> String
render JNull = "null"
render (JBool b) = if b then "true" else "false"
render (JNumber n) = showNumber n
render (JString s) = "\"" ++ escape s ++ "\""
render (JArray xs) = "[" ++ intercalate "," (map render xs) ++ "]"
render (JObject kvs) = "{" ++ intercalate "," [render (JString k) ++ ":" ++ render v | (k, v) <- kvs] ++ "}"

-- Pretty rendering with indentation.
pretty :: JSON -> String
pretty = unlines . go 0
  where
    ind n = replicate (2 * n) ' '
    go n (JArray []) = [ind n ++ "[]"]
    go n (JObject []) = [ind n ++ "{}"]
    go n (JArray xs) = [ind n ++ "["] ++ commas (map (go (n + 1)) xs) ++ [ind n ++ "]"]
    go n (JObject kvs) = [ind n ++ "{"] ++ commas (map (field (n + 1)) kvs) ++ [ind n ++ "}"]
    go n v = [ind n ++ render v]
    field n (k, v) = case go n v of
      (first:rest) -> (ind n ++ render (JString k) ++ ": " ++ dropWhile (== ' ') first) : rest
      [] -> []
    commas [] = []
    commas [x] = x
    commas (x:xs) = addComma x ++ commas xs
    addComma ls = init ls ++ [last ls ++ ","]

-- Simple queries
lookupPath :: [String] -> JSON -> Maybe JSON
lookupPath [] v = Just v
lookupPath (k:ks) (JObject kvs) = lookup k kvs >>= lookupPath ks
lookupPath _ _ = Nothing

depth :: JSON -> Int
depth (JArray xs) = 1 + maximum (0 : map depth xs)
depth (JObject kvs) = 1 + maximum (0 : map (depth . snd) kvs)
depth _ = 0

doc :: JSON
doc = JObject
  [ ("name", JString "lazy \"widget\"")
  , ("version", JNumber 2)
  , ("ratio", JNumber 0.75)
  , ("tags", JArray [JString "a", JString "b\tc", JString "line\nbreak"])
  , ("enabled", JBool True)
  , ("owner", JNull)
  , ("empty", JArray [])
  , ("config", JObject [("retries", JNumber 3), ("timeout", JNumber 1.5e-3), ("nested", JObject [])])
  , ("matrix", JArray [JArray [JNumber 1, JNumber 2], JArray [JNumber 3, JNumber (-4.25)]])
  ]

main :: IO ()
main = do
  putStrLn (render doc)
  putStr (pretty doc)
  print (lookupPath ["config", "retries"] doc)
  print (lookupPath ["config", "missing"] doc)
  print (fmap render (lookupPath ["tags"] doc))
  print (depth doc)
  putStrLn (render (JString "bell\aend"))
  print (map showNumber [0, 1e10, 123.456, -0.1, 1 / 3])
