-- the program's own instances of Show, Eq and Ord (with a context, by == and compare or <=), used by show, sort, nub, maximum
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/instances_show_eq_ord.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/instances_show_eq_ord.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/instances_show_eq_ord.out %t3.out
-- The instance methods are cost centres under -fprof-auto, with their entries (GHC 9.0's too):
-- RUN: FileCheck %s --input-file %t3.prof
-- CHECK-DAG: show Main instances_show_eq_ord.hs:{{[0-9]+}} 8 
-- CHECK-DAG: compare Main instances_show_eq_ord.hs:{{[0-9]+}} 7 

import Data.List (sort, nub)

data Suit = Hearts | Spades deriving (Eq, Ord)
data Card = Card Int Suit
data Tree a = Leaf | Node (Tree a) a (Tree a)
data Version = Version [Int] String
data Pair = Pair Suit Int deriving (Show, Eq)

instance Show Suit where
  show Hearts = "H"
  show Spades = "S"

instance Show Card where
  show (Card n s) = show n ++ show s

instance Show a => Show (Tree a) where
  show Leaf = "."
  show (Node l x r) = "(" ++ show l ++ " " ++ show x ++ " " ++ show r ++ ")"

instance Eq Version where
  Version a _ == Version b _ = a == b

instance Ord Version where
  compare (Version a _) (Version b _) = compare a b

instance Show Version where
  show (Version ns tag) = concatMap (\n -> show n ++ ".") ns ++ tag

instance Eq Card where
  Card a _ == Card b _ = a == b

instance Ord Card where
  Card a _ <= Card b _ = a <= b

main :: IO ()
main = do
  print [Card 10 Hearts, Card 2 Spades]
  print (Node (Node Leaf 1 Leaf) 2 Leaf, Just Hearts, [Leaf :: Tree Int])
  let vs = [Version [1, 2] "b", Version [1, 0] "a", Version [1, 2] "c"]
  print (sort vs, nub vs, maximum vs)
  print (Version [1] "x" == Version [1] "y", Version [1] "x" < Version [2] "")
  print (sort [Card 3 Hearts, Card 1 Spades, Card 2 Hearts], Card 1 Hearts == Card 1 Spades)
  print (compare (Card 1 Hearts) (Card 1 Spades), Card 5 Hearts > Card 4 Spades)
  print (Pair Spades 3, Pair Hearts 1 == Pair Hearts 1)
  putStrLn (show (Card 7 Spades))
