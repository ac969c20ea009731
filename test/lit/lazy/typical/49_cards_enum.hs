-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/49_cards_enum.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/49_cards_enum.out %t3.out
-- Not yet: `maxBound` at a type variable with a `Bounded` constraint (lazy-mini passes no Bounded dictionary).
-- XFAIL: *
module Main where

import Data.List (sortBy, groupBy, sort, nub)
import Data.Ord (comparing)
import Data.Function (on)

data Suit = Clubs | Diamonds | Hearts | Spades
  deriving (Show, Eq, Ord, Enum, Bounded)

data Rank = Two | Three | Four | Five | Six | Seven | Eight | Nine | Ten
          | Jack | Queen | King | Ace
  deriving (Show, Eq, Ord, Enum, Bounded)

data Card = Card { rank :: Rank, suit :: Suit }
  deriving (Eq, Ord)

instance Show Card where
  show (Card r s) = rankChar r : [suitChar s]
    where
      rankChar x = "23456789TJQKA" !! fromEnum x
      suitChar x = "cdhs" !! fromEnum x

data HandKind = HighCard | OnePair | TwoPair | ThreeOfAKind | Straight
              | Flush | FullHouse | FourOfAKind | StraightFlush
  deriving (Show, Eq, Ord, Enum, Bounded)

fullDeck :: [Card]
fullDeck = [Card r s | s <- [minBound .. maxBound], r <- [minBound .. maxBound]]

-- Deterministic shuffle: repeatedly take every k-th card.
shuffle :: Int -> [Card] -> [Card]
shuffle k xs = concat [everyNth i | i <- [0 .. k - 1]]
  where everyNth i = [c | (j, c) <- zip [0 ..] xs, j `mod` k == i]

classify :: [Card] -> HandKind
classify hand
  | straight && flush = StraightFlush
  | counts == [4, 1] = FourOfAKind
  | counts == [3, 2] = FullHouse
  | flush = Flush
  | straight = Straight
  | counts == [3, 1, 1] = ThreeOfAKind
  | counts == [2, 2, 1] = TwoPair
  | counts == [2, 1, 1, 1] = OnePair
  | otherwise = HighCard
  where
    ranks = sort (map rank hand)
    flush = length (nub (map suit hand)) == 1
    straight = length (nub ranks) == 5 &&
               (fromEnum (last ranks) - fromEnum (head ranks) == 4 || ranks == [Two, Three, Four, Five, Ace])
    counts = sortBy (flip compare) (map length (groupBy (==) ranks))

deal :: Int -> [Card] -> [[Card]]
deal _ [] = []
deal n cs = take n cs : deal n (drop n cs)

succWrap :: (Eq a, Enum a, Bounded a) => a -> a
succWrap x = if x == maxBound then minBound else succ x

main :: IO ()
main = do
  print ([minBound .. maxBound] :: [Suit])
  print (length fullDeck, take 5 fullDeck, last fullDeck)
  print (map fromEnum [Two, Ten, Ace], toEnum 9 :: Rank)
  print ([Two, Four ..] :: [Rank])
  print (map succWrap [Clubs, Spades], succWrap Ace, pred King)
  let deck = shuffle 7 (shuffle 5 fullDeck)
      hands = take 8 (deal 5 deck)
  mapM_ (\h -> putStrLn (unwords (map show h) ++ "  " ++ show (classify h))) hands
  let tests = [ [Card Ten Hearts, Card Jack Hearts, Card Queen Hearts, Card King Hearts, Card Ace Hearts]
              , [Card Ace Clubs, Card Two Spades, Card Three Hearts, Card Four Clubs, Card Five Diamonds]
              , [Card Nine Clubs, Card Nine Spades, Card Nine Hearts, Card Four Clubs, Card Four Diamonds]
              , [Card Two Clubs, Card Two Spades, Card Seven Hearts, Card Seven Clubs, Card King Diamonds] ]
  mapM_ (print . classify) tests
  let ranked = sortBy (flip (comparing classify)) (hands ++ tests)
  print (map classify (take 3 ranked))
  let bySuit = groupBy ((==) `on` suit) (sortBy (comparing suit) (take 13 deck))
  mapM_ (\g -> putStrLn (show (suit (head g)) ++ ": " ++ show (sort (map rank g)))) bySuit
  print [k | k <- [minBound .. maxBound :: HandKind], k > Flush]
  print (maximum (take 10 deck), minimum (take 10 deck))
