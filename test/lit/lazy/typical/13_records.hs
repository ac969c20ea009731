-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/13_records.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/13_records.out %t3.out
module Main where

import Data.List (sortBy, maximumBy)
import Data.Ord (comparing)

data Employee = Employee
  { name :: String
  , age :: Int
  , salary :: Int
  , dept :: String
  } deriving (Show, Eq)

staff :: [Employee]
staff =
  [ Employee { name = "Ann", age = 34, salary = 5200, dept = "eng" }
  , Employee { name = "Ben", age = 45, salary = 6100, dept = "ops" }
  , Employee { name = "Cid", age = 29, salary = 4800, dept = "eng" }
  , Employee "Dee" 51 7000 "mgmt"
  ]

raise :: Int -> Employee -> Employee
raise pct e = e { salary = salary e + salary e * pct `div` 100 }

summary :: Employee -> String
summary Employee { name = n, dept = d } = n ++ " (" ++ d ++ ")"

main :: IO ()
main = do
  mapM_ (putStrLn . summary) staff
  let raised = map (raise 10) (filter ((== "eng") . dept) staff)
  mapM_ print raised
  print (name (maximumBy (comparing salary) staff))
  print (map name (sortBy (comparing age) staff))
  print (sum (map salary staff))
  print (head staff == head staff, raise 0 (head staff) == head staff)
