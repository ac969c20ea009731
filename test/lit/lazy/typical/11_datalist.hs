-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/11_datalist.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/11_datalist.out %t3.out
module Main where

import Data.List (sort, nub, group, sortBy, foldl', partition, isPrefixOf, isSuffixOf, isInfixOf, intercalate, tails, insert, delete, (\\), union, intersect)
import Data.Ord (comparing)

scores :: [(String, Int)]
scores = [("alice", 82), ("bob", 67), ("carol", 91), ("dave", 67), ("eve", 75)]

main :: IO ()
main = do
  let xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5] :: [Int]
  print (sort xs)
  print (nub xs)
  print (map (\g -> (head g, length g)) (group (sort xs)))
  print (foldl' (+) 0 xs, foldl' max 0 xs)
  print (partition even xs)
  print (sortBy (comparing snd) scores)
  print (map fst (sortBy (flip (comparing snd)) scores))
  print ("has" `isPrefixOf` "haskell", "ell" `isSuffixOf` "haskell", "ske" `isInfixOf` "haskell")
  putStrLn (intercalate ", " (map fst scores))
  print (take 4 (tails "abc"))
  print (insert 4 [1, 3, 5, 7], delete 3 [1, 3, 5, 3])
  print ([1, 2, 3, 4] \\ [2, 4], union [1, 2] [2, 3], intersect [1, 2, 3] [2, 3, 4 :: Int])
  let avg = fromIntegral (sum (map snd scores)) / fromIntegral (length scores) :: Double
  putStrLn ("average: " ++ show avg)
