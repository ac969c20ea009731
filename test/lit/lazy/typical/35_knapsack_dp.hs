-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/35_knapsack_dp.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/35_knapsack_dp.out %t3.out
module Main where

import Data.List (foldl', maximumBy)
import Data.Ord (comparing)

data Item = Item { itemName :: String, weight :: Int, value :: Int }
  deriving Show

items :: [Item]
items =
  [ Item "map" 9 150, Item "compass" 13 35, Item "water" 153 200
  , Item "sandwich" 50 160, Item "glucose" 15 60, Item "tin" 68 45
  , Item "banana" 27 60, Item "apple" 39 40, Item "cheese" 23 30
  , Item "beer" 52 10, Item "suntan" 11 70, Item "camera" 32 30 ]

-- 0/1 knapsack: a row of best values indexed by capacity, one row per item.
knapsackRow :: Int -> [Item] -> [Int]
knapsackRow cap = foldl' step (replicate (cap + 1) 0)
  where
    step row it = [ best c | c <- [0 .. cap] ]
      where
        best c
          | weight it > c = row !! c
          | otherwise     = max (row !! c) (value it + row !! (c - weight it))

-- Same problem, but also tracking which items were chosen.
knapsackItems :: Int -> [Item] -> (Int, [String])
knapsackItems cap = last . foldl' step (replicate (cap + 1) (0, []))
  where
    step row it = zipWith choose [0 ..] row
      where
        choose c keep@(v, names)
          | weight it > c = keep
          | otherwise =
              let (v', names') = row !! (c - weight it)
                  withIt = (v' + value it, names' ++ [itemName it])
              in if fst withIt > v then withIt else (v, names)

-- Brute force over all subsets, for checking small cases.
subsets :: [a] -> [[a]]
subsets [] = [[]]
subsets (x:xs) = let rest = subsets xs in map (x:) rest ++ rest

bruteForce :: Int -> [Item] -> Int
bruteForce cap its = maximum [ sum (map value s) | s <- subsets its
                                                 , sum (map weight s) <= cap ]

-- Coin change: number of ways and fewest coins.
ways :: [Int] -> Int -> Integer
ways coins target = foldl' addCoin (1 : replicate target 0) coins !! target
  where
    addCoin table c = let new = zipWith (+) table (replicate c 0 ++ new) in new

fewestCoins :: [Int] -> Int -> Maybe Int
fewestCoins coins target = table !! target
  where
    table = map best [0 .. target]
    best 0 = Just 0
    best n = case [ k + 1 | c <- coins, c <= n, Just k <- [table !! (n - c)] ] of
               [] -> Nothing
               ks -> Just (minimum ks)

main :: IO ()
main = do
  let caps = [0, 10, 50, 100, 200, 400]
  mapM_ (\c -> putStrLn ("capacity " ++ show c ++ ": " ++ show (last (knapsackRow c items)))) caps
  let (best, chosen) = knapsackItems 400 items
  putStrLn ("best value " ++ show best ++ " using " ++ unwords chosen)
  print (sum [ weight i | i <- items, itemName i `elem` chosen ])
  let small = take 8 items
  print (last (knapsackRow 120 small), bruteForce 120 small)
  print (maximumBy (comparing (\i -> fromIntegral (value i) / fromIntegral (weight i) :: Double)) items)
  print (ways [1, 2, 5] 5)
  print (ways [1, 5, 10, 25, 50, 100] 100)
  print (ways [1, 2, 5, 10, 20, 50, 100, 200] 200)
  print (map (fewestCoins [1, 5, 10, 25]) [0, 7, 30, 99])
  print (fewestCoins [4, 7] 5, fewestCoins [4, 7] 15)
