-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/15_show_instance.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/15_show_instance.out %t3.out
module Main where

data Suit = Hearts | Diamonds | Clubs | Spades deriving (Eq, Ord, Enum, Bounded)
data Rank = Num Int | Jack | Queen | King | Ace deriving (Eq, Ord)
data Card = Card Rank Suit deriving (Eq, Ord)

instance Show Suit where
  show Hearts = "H"
  show Diamonds = "D"
  show Clubs = "C"
  show Spades = "S"

instance Show Rank where
  show (Num n) = show n
  show Jack = "J"
  show Queen = "Q"
  show King = "K"
  show Ace = "A"

instance Show Card where
  show (Card r s) = show r ++ show s

fullDeck :: [Card]
fullDeck = [Card r s | s <- [minBound .. maxBound], r <- map Num [2 .. 10] ++ [Jack, Queen, King, Ace]]

value :: Card -> Int
value (Card (Num n) _) = n
value (Card Ace _) = 11
value _ = 10

main :: IO ()
main = do
  print (length fullDeck)
  print (take 5 fullDeck)
  print (maximum fullDeck, minimum fullDeck)
  let hand = [Card Ace Spades, Card (Num 7) Hearts, Card King Clubs]
  putStrLn ("hand " ++ show hand ++ " worth " ++ show (sum (map value hand)))
  print [succ Hearts .. Spades]
