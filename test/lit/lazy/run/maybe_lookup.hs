-- Maybe: lookup in association lists, maybe, safe division chains, catMaybes/mapMaybe, showing nested Maybe
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/maybe_lookup.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/maybe_lookup.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/maybe_lookup.out %t3.out


table :: [(Int, Int)]
table = [(1, 10), (2, 20), (3, 30), (5, 50)]

safeDiv :: Int -> Int -> Maybe Int
safeDiv _ 0 = Nothing
safeDiv a b = Just (a `div` b)

safeHead :: [Int] -> Maybe Int
safeHead [] = Nothing
safeHead (x:_) = Just x

andThen :: Maybe Int -> (Int -> Maybe Int) -> Maybe Int
andThen Nothing _ = Nothing
andThen (Just x) f = f x

catMaybes' :: [Maybe Int] -> [Int]
catMaybes' ms = [x | Just x <- ms]

mapMaybe' :: (Int -> Maybe Int) -> [Int] -> [Int]
mapMaybe' f xs = catMaybes' (map f xs)

fromMaybe' :: Int -> Maybe Int -> Int
fromMaybe' d m = maybe d id m

-- follow a chain of keys through the table
chase :: Int -> Maybe Int
chase k = lookup k table `andThen` (\v -> safeDiv v 10) `andThen` (\k2 -> lookup k2 table)

main = do
  print (lookup 2 table, lookup 4 table)
  print (map (\k -> maybe 0 (* 2) (lookup k table)) [1 .. 6])
  print (safeDiv 10 2, safeDiv 1 0)
  print ((safeDiv 100 5 `andThen` safeDiv 60) `andThen` (\n -> safeHead [n, n]))
  print (map chase [1, 2, 3, 4, 5])
  print (catMaybes' [Just 1, Nothing, Just 3])
  print (mapMaybe' (\x -> if odd x then Just (x * x) else Nothing) [1 .. 10])
  print (fromMaybe' (-1) Nothing, fromMaybe' (-1) (Just 7))
  print (Just (Just (-1)), [Just 1, Nothing], Just (1, True))
  print (Just [Nothing, Just (Just 0)])
  print (lookup 3 (zip [1 ..] [Just 4, Nothing, Just (-6)]))
  print (safeHead [], safeHead (filter (> 3) [1 ..]))
