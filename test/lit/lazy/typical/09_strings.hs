-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/09_strings.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/09_strings.out %t3.out
module Main where

import Data.Char (toUpper, toLower, isSpace)

capitalize :: String -> String
capitalize [] = []
capitalize (c:cs) = toUpper c : map toLower cs

titleCase :: String -> String
titleCase = unwords . map capitalize . words

trim :: String -> String
trim = f . f
  where f = reverse . dropWhile isSpace

isPalindrome :: String -> Bool
isPalindrome s = cleaned == reverse cleaned
  where cleaned = [toLower c | c <- s, not (isSpace c), c `notElem` ",.!?'"]

justifyRight :: Int -> String -> String
justifyRight n s = replicate (n - length s) ' ' ++ s

poem :: String
poem = "roses are red\nviolets are blue\n  haskell is lazy  \nand so are you"

main :: IO ()
main = do
  let ls = lines poem
  mapM_ (putStrLn . titleCase) ls
  putStrLn (show (map (length . words) ls))
  putStrLn ("[" ++ trim (ls !! 2) ++ "]")
  mapM_ (putStrLn . justifyRight 20) ls
  print (map isPalindrome ["A man, a plan, a canal, Panama!", "hello", "Was it a car or a cat I saw?"])
  putStr (unlines (reverse ls))
  print (unwords (reverse (words "one two three four")))
