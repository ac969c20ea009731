-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/14_newtype.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/14_newtype.out %t3.out
module Main where

newtype Meters = Meters Double deriving (Show, Eq, Ord)
newtype Name = Name { unName :: String }

instance Show Name where
  show (Name n) = "Name<" ++ n ++ ">"

newtype Wrapper a = Wrapper { unwrap :: a } deriving Show

addMeters :: Meters -> Meters -> Meters
addMeters (Meters a) (Meters b) = Meters (a + b)

newtype Counter = Counter Int

tick :: Counter -> Counter
tick (Counter n) = Counter (n + 1)

value :: Counter -> Int
value (Counter n) = n

main :: IO ()
main = do
  let d = addMeters (Meters 1.5) (Meters 2.25)
  print d
  print (Meters 3 < Meters 4, max (Meters 1) (Meters 7))
  print (Name "alice")
  putStrLn (unName (Name "bob"))
  print (Wrapper (Just 'x'))
  print (unwrap (Wrapper [1, 2, 3 :: Int]))
  print (value (iterate tick (Counter 0) !! 10))
