-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/29_json_pretty.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/29_json_pretty.out %t3.out
module Main where

import Data.List (intercalate)

data JSON
  = JNull
  | JBool Bool
  | JNum Int
  | JStr String
  | JArr [JSON]
  | JObj [(String, JSON)]

render :: JSON -> String
render JNull = "null"
render (JBool b) = if b then "true" else "false"
render (JNum n) = show n
render (JStr s) = show s
render (JArr xs) = "[" ++ intercalate "," (map render xs) ++ "]"
render (JObj kvs) = "{" ++ intercalate "," [show k ++ ":" ++ render v | (k, v) <- kvs] ++ "}"

pretty :: Int -> JSON -> String
pretty ind (JArr xs) | not (null xs) =
  "[\n" ++ intercalate ",\n" [pad (ind + 2) ++ pretty (ind + 2) x | x <- xs] ++ "\n" ++ pad ind ++ "]"
pretty ind (JObj kvs) | not (null kvs) =
  "{\n" ++ intercalate ",\n" [pad (ind + 2) ++ show k ++ ": " ++ pretty (ind + 2) v | (k, v) <- kvs] ++ "\n" ++ pad ind ++ "}"
pretty _ j = render j

pad :: Int -> String
pad n = replicate n ' '

depth :: JSON -> Int
depth (JArr xs) = 1 + maximum (0 : map depth xs)
depth (JObj kvs) = 1 + maximum (0 : map (depth . snd) kvs)
depth _ = 0

doc :: JSON
doc = JObj
  [ ("name", JStr "lazy \"mini\"")
  , ("version", JNum 3)
  , ("tags", JArr [JStr "haskell", JStr "compiler"])
  , ("meta", JObj [("stable", JBool False), ("license", JNull), ("empty", JArr [])])
  ]

main :: IO ()
main = do
  putStrLn (render doc)
  putStrLn (pretty 0 doc)
  print (depth doc)
