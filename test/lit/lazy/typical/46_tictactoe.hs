-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/46_tictactoe.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/46_tictactoe.out %t3.out
module Main where

import Data.List (transpose, intercalate, maximumBy, minimumBy)
import Data.Maybe (isNothing, isJust, catMaybes)
import Data.Ord (comparing)

data Player = X | O deriving (Show, Eq)
type Cell = Maybe Player
type Board = [[Cell]]

emptyBoard :: Board
emptyBoard = replicate 3 (replicate 3 Nothing)

render :: Board -> String
render = intercalate "\n---+---+---\n" . map (intercalate "|" . map cell)
  where
    cell Nothing = "   "
    cell (Just p) = " " ++ show p ++ " "

other :: Player -> Player
other X = O
other O = X

allLines :: Board -> [[Cell]]
allLines b = b ++ transpose b ++ [diag b, diag (map reverse b)]
  where diag m = [m !! i !! i | i <- [0 .. 2]]

winner :: Board -> Maybe Player
winner b = case [p | [Just p, Just q, Just r] <- allLines b, p == q, q == r] of
  (p:_) -> Just p
  [] -> Nothing

full :: Board -> Bool
full = all (all isJust)

moves :: Board -> [(Int, Int)]
moves b = [(r, c) | r <- [0 .. 2], c <- [0 .. 2], isNothing (b !! r !! c)]

place :: Player -> (Int, Int) -> Board -> Board
place p (r, c) b =
  [ [ if (i, j) == (r, c) then Just p else cell | (j, cell) <- zip [0 ..] row ]
  | (i, row) <- zip [0 ..] b ]

-- Minimax score from X's point of view: +1 X wins, -1 O wins, 0 draw.
minimax :: Player -> Board -> Int
minimax p b
  | Just X <- winner b = 1
  | Just O <- winner b = -1
  | full b = 0
  | p == X = maximum scores
  | otherwise = minimum scores
  where
    scores = [minimax (other p) (place p m b) | m <- moves b]

bestMove :: Player -> Board -> (Int, Int)
bestMove p b = pick (comparing snd) [(m, minimax (other p) (place p m b)) | m <- moves b]
  where
    pick = if p == X then fst' maximumBy else fst' minimumBy
    fst' f cmp xs = fst (f cmp xs)

playOut :: Player -> Board -> [Board]
playOut p b
  | isJust (winner b) || full b = [b]
  | otherwise = b : playOut (other p) (place p (bestMove p b) b)

fromString :: String -> Board
fromString s = [map cell (take 3 (drop (3 * i) s)) | i <- [0 .. 2]]
  where
    cell 'X' = Just X
    cell 'O' = Just O
    cell _ = Nothing

main :: IO ()
main = do
  let b1 = fromString "XO.XO...."
  putStrLn (render b1)
  print (winner b1, moves b1)
  print (bestMove X b1, minimax X b1)
  let b2 = fromString "X.O.X.O.."
  print (bestMove O b2, minimax O b2)
  let game = playOut O (fromString "X...O...X")
  putStrLn ("game length: " ++ show (length game))
  putStrLn (render (last game))
  print (winner (last game))
  print (map winner [fromString "XXXOO....", fromString "O..XO.X.O", fromString "XOXXOOOXX"])
  print (length (catMaybes (concat (last game))))
