-- string output: putStrLn with literals, ++ and show of Ints, negatives, lists, tuples, Maybe and user data
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/string_output.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/string_output.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/string_output.out %t3.out


data Suit = Hearts | Spades deriving Show
data Card = Card Int Suit deriving Show

label :: Int -> String
label n = if n < 0 then "minus" else "plus"

report :: String -> Int -> String
report name v = name ++ " = " ++ show v

main = do
  let x = 42
  putStrLn ("x = " ++ show x)
  putStrLn (report "y" (-7))
  putStrLn ("list: " ++ show [1, 2, 3] ++ ", empty tail: " ++ show (tail [1]))
  putStrLn ("pair " ++ show (1, -2) ++ " triple " ++ show (True, 0, [False]))
  putStrLn ("maybe " ++ show (Just (-3)) ++ " " ++ show (lookup 9 [(1, 2)]))
  putStrLn (show (Card 10 Hearts) ++ " and " ++ show [Card (-1) Spades])
  putStrLn (label 5 ++ "/" ++ label (-5))
  putStrLn ""
  putStrLn "a literal line with \"quotes\" and a \\ backslash"
  mapM_ (\n -> putStrLn ("n=" ++ show n ++ " sq=" ++ show (n * n))) [1, 2, 3]
  mapM_ putStrLn ["alpha", "beta" ++ "gamma"]
  sequence_ [putStrLn "first", print 2, putStrLn ("third" ++ show 3)]
  print (show 12 ++ show (-12))
  putStrLn (foldr (++) "!" ["a", "b", "c"])
