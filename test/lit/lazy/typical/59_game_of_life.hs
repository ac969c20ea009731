-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/59_game_of_life.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/59_game_of_life.out %t3.out
module Main where

type Board = [String]

glider :: Board
glider =
  [ ".#......"
  , "..#....."
  , "###....."
  , "........"
  , "........"
  , "........" ]

blinkerAndBlock :: Board
blinkerAndBlock =
  [ "........"
  , ".###...."
  , "........"
  , ".....##."
  , ".....##."
  , "........" ]

height, width :: Board -> Int
height = length
width b = if null b then 0 else length (head b)

alive :: Board -> Int -> Int -> Bool
alive b r c = b !! (r `mod` height b) !! (c `mod` width b) == '#'   -- toroidal

neighbours :: Board -> Int -> Int -> Int
neighbours b r c = length [ () | dr <- [-1, 0, 1], dc <- [-1, 0, 1]
                               , (dr, dc) /= (0, 0), alive b (r + dr) (c + dc) ]

rule :: Bool -> Int -> Bool
rule True n = n == 2 || n == 3
rule False n = n == 3

step :: Board -> Board
step b = [ [ cell r c | c <- [0 .. width b - 1] ] | r <- [0 .. height b - 1] ]
  where
    cell r c = if rule (alive b r c) (neighbours b r c) then '#' else '.'

population :: Board -> Int
population = length . filter (== '#') . concat

generations :: Board -> [Board]
generations = iterate step

-- Find where the evolution starts cycling: (first generation of the cycle, period).
firstRepeat :: Board -> (Int, Int)
firstRepeat b = go 0 [] (generations b)
  where
    go i seen (x:xs) = case lookup x (zip seen [i - 1, i - 2 ..]) of
      Just j -> (j, i - j)
      Nothing -> go (i + 1) (x : seen) xs
    go i _ [] = (i, 0)

display :: Int -> Board -> IO ()
display n b = do
  putStrLn ("generation " ++ show n ++ " (population " ++ show (population b) ++ ")")
  mapM_ putStrLn b

main :: IO ()
main = do
  mapM_ (uncurry display) (take 2 (zip [0 ..] (generations glider)))
  display 4 (generations glider !! 4)
  print (map population (take 12 (generations glider)))
  print (generations glider !! 24 == glider, generations glider !! 48 == glider)
  print (firstRepeat ["....", ".##.", ".##.", "...."], firstRepeat ["#...", "....", "....", "...."])
  mapM_ (uncurry display) (take 2 (zip [0 ..] (generations blinkerAndBlock)))
  print (firstRepeat blinkerAndBlock)
  print (firstRepeat glider)
