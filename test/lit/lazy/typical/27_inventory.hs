-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/27_inventory.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/27_inventory.out %t3.out
module Main where

import qualified Data.Map as Map

type Inventory = Map.Map String Int

addItem :: String -> Int -> Inventory -> Inventory
addItem = Map.insertWith (+)

removeItem :: String -> Int -> Inventory -> Either String Inventory
removeItem item n inv = case Map.lookup item inv of
  Nothing -> Left ("no such item: " ++ item)
  Just k
    | k < n -> Left ("not enough " ++ item ++ " (have " ++ show k ++ ")")
    | k == n -> Right (Map.delete item inv)
    | otherwise -> Right (Map.insert item (k - n) inv)

report :: Inventory -> IO ()
report inv = mapM_ (\(k, v) -> putStrLn ("  " ++ k ++ ": " ++ show v)) (Map.toList inv)

main :: IO ()
main = do
  let inv = foldr (uncurry addItem) Map.empty [("apple", 5), ("pear", 2), ("apple", 3), ("kiwi", 10)]
  report inv
  case removeItem "apple" 4 inv of
    Left err -> putStrLn err
    Right inv' -> putStrLn "removed 4 apples" >> report inv'
  either putStrLn report (removeItem "pear" 5 inv)
  either putStrLn report (removeItem "mango" 1 inv)
  either putStrLn report (removeItem "pear" 2 inv)
  print (Map.size inv, Map.member "kiwi" inv, Map.findWithDefault 0 "plum" inv)
