-- case expressions: nested case, case on tuples and lists, guards in alternatives, case inside let and lambdas
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/case_nested.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/case_nested.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/case_nested.out %t3.out


data Color = Red | Green | Blue deriving Show

data Token = TNum Int | TPlus | TTimes | TParen Bool deriving Show

next :: Color -> Color
next c = case c of
  Red -> Green
  Green -> Blue
  Blue -> Red

rank :: Color -> Int
rank c = case c of { Red -> 0; Green -> 1; Blue -> 2 }

classify :: (Int, Int) -> Int
classify p = case p of
  (0, 0) -> 0
  (0, _) -> 1
  (_, 0) -> 2
  (x, y) -> case compareInt x y of
    0 -> 3
    n -> case n > 0 of
      True -> 4
      False -> 5

compareInt :: Int -> Int -> Int
compareInt a b = if a < b then -1 else if a == b then 0 else 1

shape :: [Int] -> Int
shape xs = case xs of
  [] -> 0
  [_] -> 1
  [a, b] | a == b -> 2
         | otherwise -> 3
  (a:_:_:rest) -> case rest of
    [] -> 30 + a
    _ -> 40 + length rest

tokenValue :: Token -> Int
tokenValue t = case t of
  TNum n | n < 0 -> 0
         | otherwise -> n
  TPlus -> -1
  TTimes -> -2
  TParen open -> case open of
    True -> -3
    False -> -4

sumTokens :: [Token] -> Int
sumTokens ts = let vals = map (\t -> case t of { TNum n -> n; _ -> 0 }) ts in sum vals

main = do
  print (map next [Red, Green, Blue])
  print (map (rank . next . next) [Red, Green, Blue])
  print (map classify [(0, 0), (0, 5), (5, 0), (2, 2), (3, 1), (1, 3)])
  print (map shape [[], [7], [4, 4], [4, 5], [9, 8, 7], [1, 2, 3, 4, 5]])
  print (map tokenValue [TNum 5, TNum (-5), TPlus, TTimes, TParen True, TParen False])
  print (sumTokens [TNum 1, TPlus, TNum 2, TTimes, TNum 3])
  print [TNum (-1), TParen False]
  print (case (Just 3, [1, 2]) of
           (Just n, x:_) -> n + x
           (Nothing, _) -> 0
           _ -> -1)
  print (case next Blue of
           Red -> case Just Green of
                    Just c -> rank c
                    Nothing -> 99
           _ -> 100)
