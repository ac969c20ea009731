-- strings are lists of Char: literals, patterns on strings and characters, words/lines, show of strings and chars
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/strings_as_lists.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/strings_as_lists.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/strings_as_lists.out %t3.out

-- a Caesar shift over the lower-case letters, by position in the alphabet
alphabet :: String
alphabet = "abcdefghijklmnopqrstuvwxyz"

shift :: Int -> Char -> Char
shift n c = case lookup c (zip alphabet [0 ..]) of
  Just i -> alphabet !! ((i + n) `mod` 26)
  Nothing -> c

isVowel :: Char -> Bool
isVowel c = c `elem` "aeiou"

-- a string pattern and a character pattern
greeting :: String -> String
greeting "hello" = "hi!"
greeting ('#':rest) = "comment: " ++ rest
greeting s = reverse s

isYes :: String -> Bool
isYes s = case s of
  "yes" -> True
  _ -> False

countWords :: String -> [(String, Int)]
countWords text = [(w, length (filter (== w) ws)) | w <- nubWords ws]
  where
    ws = words text
    nubWords [] = []
    nubWords (x:xs) = x : nubWords (filter (/= x) xs)

main = do
  print (length "hello")
  print (reverse "hello")
  putStrLn (reverse "stressed")
  print (words "  the quick  brown\tfox ")
  print (unwords ["a", "b"], lines "one\ntwo\n", unlines ["x", "y"])
  print ("abc" == ['a', 'b', 'c'], "abc" < "abd", compare "b" "abc")
  print (filter (/= 'l') "hello", "")
  print ['a', '\n', '\'', '"', '\\']
  print (show 'x', show "q\"uote")
  print (zip "ab" [1, 2])
  print (map isYes ["yes", "no", "ye"])
  putStrLn (concatMap (\c -> [c, c]) "abc")
  print (head "xyz", last "xyz", "ab" ++ "cd" ++ "", null "", null "a")
  putStrLn (show 42 ++ " items")
  print [c | c <- "a1b2", c >= '0', c <= '9']
  putStrLn (map (shift 3) "hello, world")
  print (filter isVowel "functional programming", length (filter isVowel alphabet))
  mapM_ (putStrLn . greeting) ["hello", "#todo", "olleh"]
  print (countWords "the cat and the hat and the bat")
  print (filter (== 'z') "abc", words "   ", ("", [""]))
  print (map (filter (/= 'a')) ["aa", "ba"], lines "a\n\nb")
  print ['\t', '\200', '\127', '\0']
  print ("\1" ++ "2", "\200" ++ "5", "\14" ++ "H", '\14')
