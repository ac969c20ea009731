-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/47_inventory_map.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/47_inventory_map.out %t3.out
module Main where

import qualified Data.Map as Map
import Data.List (sortOn, foldl')

data Category = Tools | Food | Electronics | Clothing
  deriving (Show, Eq, Ord, Enum, Bounded)

data Item = Item
  { sku :: String
  , name :: String
  , category :: Category
  , quantity :: Int
  , priceCents :: Int
  } deriving (Show, Eq)

type Inventory = Map.Map String Item

data Event = Restock String Int | Sell String Int | Reprice String Int | Discontinue String
  deriving Show

initial :: Inventory
initial = Map.fromList [ (sku i, i) | i <- items ]
  where
    items =
      [ Item "T-100" "hammer" Tools 12 1599
      , Item "T-200" "screwdriver set" Tools 5 2499
      , Item "F-001" "coffee beans" Food 40 899
      , Item "F-002" "green tea" Food 0 499
      , Item "E-900" "headphones" Electronics 3 7999
      , Item "C-010" "wool socks" Clothing 25 1299
      ]

applyEvent :: Inventory -> Event -> Inventory
applyEvent inv (Restock k n) = Map.adjust (\i -> i { quantity = quantity i + n }) k inv
applyEvent inv (Sell k n) = Map.alter sell k inv
  where
    sell Nothing = Nothing
    sell (Just i)
      | quantity i >= n = Just i { quantity = quantity i - n }
      | otherwise = Just i { quantity = 0 }
applyEvent inv (Reprice k p) = Map.adjust (\i -> i { priceCents = p }) k inv
applyEvent inv (Discontinue k) = Map.delete k inv

money :: Int -> String
money c = "$" ++ show (c `div` 100) ++ "." ++ pad (show (c `mod` 100))
  where pad s = replicate (2 - length s) '0' ++ s

stockValue :: Inventory -> Int
stockValue = Map.foldr (\i acc -> acc + quantity i * priceCents i) 0

byCategory :: Inventory -> Map.Map Category Int
byCategory inv = Map.fromListWith (+) [ (category i, quantity i) | i <- Map.elems inv ]

lowStock :: Int -> Inventory -> [String]
lowStock threshold = Map.keys . Map.filter (\i -> quantity i < threshold)

showItem :: Item -> String
showItem i = sku i ++ "  " ++ name i ++ " x" ++ show (quantity i) ++ " @ " ++ money (priceCents i)

main :: IO ()
main = do
  let events = [ Sell "T-100" 4, Restock "F-002" 30, Sell "E-900" 5, Reprice "C-010" 999
               , Sell "F-001" 15, Discontinue "T-200", Restock "X-404" 10, Sell "C-010" 7 ]
      final = foldl' applyEvent initial events
  putStrLn "Before:"
  mapM_ (putStrLn . ("  " ++) . showItem) (Map.elems initial)
  putStrLn "After:"
  mapM_ (putStrLn . ("  " ++) . showItem) (Map.elems final)
  putStrLn ("stock value before: " ++ money (stockValue initial))
  putStrLn ("stock value after:  " ++ money (stockValue final))
  putStrLn ("low stock: " ++ show (lowStock 10 final))
  let cats = byCategory final
  mapM_ (\c -> putStrLn (show c ++ ": " ++ show (Map.findWithDefault 0 c cats))) [minBound .. maxBound]
  print (Map.member "T-200" final, Map.lookup "X-404" final)
  print (map name (sortOn priceCents (Map.elems final)))
  let merged = Map.unionWith (\a b -> a { quantity = quantity a + quantity b }) final initial
  print (Map.toList (Map.map quantity merged))
  print (Map.size final, Map.keys (Map.insert "Z-1" (Item "Z-1" "zip tie" Tools 100 5) final))
