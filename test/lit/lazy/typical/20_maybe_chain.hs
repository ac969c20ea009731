-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/20_maybe_chain.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/20_maybe_chain.out %t3.out
module Main where

import Data.Maybe (fromMaybe, mapMaybe, catMaybes, isJust)

safeDiv :: Int -> Int -> Maybe Int
safeDiv _ 0 = Nothing
safeDiv a b = Just (a `div` b)

safeHead :: [a] -> Maybe a
safeHead [] = Nothing
safeHead (x:_) = Just x

readDigit :: Char -> Maybe Int
readDigit c = lookup c (zip "0123456789" [0 ..])

phoneBook :: [(String, String)]
phoneBook = [("alice", "555-1234"), ("bob", "555-9876")]

calc :: Int -> Int -> Int -> Maybe Int
calc a b c = do
  x <- safeDiv a b
  y <- safeDiv x c
  return (x + y)

main :: IO ()
main = do
  print (calc 100 5 2)
  print (calc 100 0 2)
  print (safeHead [] :: Maybe Int, safeHead "abc")
  print (mapMaybe readDigit "a1b2c3")
  print (catMaybes [Just 1, Nothing, Just (3 :: Int)])
  putStrLn (fromMaybe "unknown" (lookup "bob" phoneBook))
  putStrLn (fromMaybe "unknown" (lookup "carol" phoneBook))
  print (safeHead [10, 20 :: Int] >>= \h -> safeDiv h 3)
  print (fmap (* 2) (Just (21 :: Int)), maybe 0 (+ 1) (Nothing :: Maybe Int))
  print (isJust (lookup "alice" phoneBook))
