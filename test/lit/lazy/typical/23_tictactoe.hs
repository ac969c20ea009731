-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/23_tictactoe.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/23_tictactoe.out %t3.out
module Main where

import Data.List (intercalate, transpose)

data Player = X | O deriving (Eq, Show)
type Cell = Maybe Player
type Board = [[Cell]]

emptyBoard :: Board
emptyBoard = replicate 3 (replicate 3 Nothing)

showCell :: Cell -> String
showCell Nothing = " "
showCell (Just p) = show p

render :: Board -> String
render b = intercalate "\n---+---+---\n" (map renderRow b)
  where renderRow r = intercalate "|" (map (\c -> " " ++ showCell c ++ " ") r)

place :: Board -> (Int, Int) -> Player -> Board
place b (r, c) p =
  [ [ if (i, j) == (r, c) then Just p else cell | (j, cell) <- zip [0 ..] row ]
  | (i, row) <- zip [0 ..] b ]

winner :: Board -> Maybe Player
winner b = case filter full allLines of
  ((Just p : _) : _) -> Just p
  _ -> Nothing
  where
    allLines = b ++ transpose b ++ [diag b, diag (map reverse b)]
    diag rows = [rows !! i !! i | i <- [0 .. 2]]
    full [x, y, z] = x /= Nothing && x == y && y == z
    full _ = False

main :: IO ()
main = do
  let moves = [((1, 1), X), ((0, 0), O), ((0, 2), X), ((2, 0), O), ((1, 0), X), ((1, 2), O), ((2, 2), X), ((0, 1), O), ((2, 1), X)]
      boards = scanl (\b (pos, p) -> place b pos p) emptyBoard moves
  putStrLn (render (boards !! 3))
  putStrLn ""
  putStrLn (render (last boards))
  print (map winner boards)
  let quick = foldl (\b (pos, p) -> place b pos p) emptyBoard [((0, 0), X), ((1, 1), X), ((2, 2), X)]
  print (winner quick)
