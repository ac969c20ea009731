-- import Data.Char, Data.List, Data.Maybe: their common functions
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/modules_char_list_maybe.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/modules_char_list_maybe.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/modules_char_list_maybe.out %t3.out

import Data.Char (toUpper, isDigit, ord, chr)
import Data.List
import Data.Maybe (fromMaybe, mapMaybe)

capitalise :: String -> String
capitalise [] = []
capitalise (c:cs) = toUpper c : cs

digits :: String -> Maybe Int
digits s = if not (null s) && all isDigit s then Just (foldl' (\a c -> a * 10 + ord c - ord '0') 0 s) else Nothing

main :: IO ()
main = do
  putStrLn (unwords (map capitalise (words "the quick brown fox")))
  print (sort [3, 1, 2], sortBy (\a b -> compare b a) "banana", sortOn negate [1, 3, 2])
  print (nub "mississippi", group (sort "mississippi"), map length (group (sort "mississippi")))
  print (partition even [1 .. 10], intercalate ", " ["a", "b", "c"])
  print ("ab" `isPrefixOf` "abc", "bc" `isSuffixOf` "abc", "x" `isInfixOf` "abc")
  print (transpose ["abc", "de", "f"], tails [1, 2], inits "ab")
  print (mapMaybe digits ["12", "x", "345"], fromMaybe 0 (digits "q"))
  print (map chr [72, 105], maximumBy (\a b -> compare (snd a) (snd b)) [(1, 'a'), (2, 'c'), (3, 'b')])
  print (insert 3 [1, 2, 4, 5], delete 'b' "abcb", union [1, 2] [2, 3], intersect [1, 2, 3] [2, 3, 4])
