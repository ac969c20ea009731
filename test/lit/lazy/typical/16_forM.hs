-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/16_forM.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/16_forM.out %t3.out
module Main where

import Control.Monad (forM_, when, unless, forM)

multiplicationTable :: Int -> IO ()
multiplicationTable n =
  forM_ [1 .. n] $ \i -> do
    let row = [i * j | j <- [1 .. n]]
    putStrLn (unwords (map pad row))
  where
    pad x = let s = show x in replicate (3 - length s) ' ' ++ s

main :: IO ()
main = do
  multiplicationTable 5
  forM_ (zip [1 :: Int ..] ["apple", "banana", "cherry"]) $ \(i, fruit) ->
    putStrLn (show i ++ ". " ++ fruit)
  forM_ [1 .. 15 :: Int] $ \i -> do
    when (i `mod` 15 == 0) $ putStrLn "FizzBuzz"
    when (i `mod` 3 == 0 && i `mod` 5 /= 0) $ putStrLn "Fizz"
    when (i `mod` 5 == 0 && i `mod` 3 /= 0) $ putStrLn "Buzz"
    unless (i `mod` 3 == 0 || i `mod` 5 == 0) $ print i
  squares <- forM [1 .. 5 :: Int] (\x -> return (x * x))
  print squares
  mapM_ print (zip3 [1 :: Int, 2, 3] "abc" [True, False, True])
