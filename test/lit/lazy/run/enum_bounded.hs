-- Enum and Bounded: ranges over enumerations and Char, succ/pred, fromEnum/toEnum, minBound/maxBound at a known type
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/enum_bounded.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/enum_bounded.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/enum_bounded.out %t3.out

data Suit = Hearts | Diamonds | Clubs | Spades deriving (Show, Eq, Ord, Enum, Bounded)
data Colour = Red | Green | Blue deriving (Show, Eq, Enum, Bounded)

allSuits :: [Suit]
allSuits = [minBound .. maxBound]

next :: Colour -> Colour
next c = if c == maxBound then minBound else succ c

main :: IO ()
main = do
  print allSuits
  print (map fromEnum allSuits, toEnum 2 :: Suit, [Diamonds ..], [Hearts, Clubs ..])
  print (map next [Red, Green, Blue], pred Blue, [Blue, Green ..])
  print (['a' .. 'e'], succ 'y', fromEnum 'A', toEnum 66 :: Char, ['a', 'c' .. 'i'])
  print ([1 .. 5], [10, 8 .. 1], take 3 [5 ..], take 3 [1, 4 ..], [3 .. 1])
  print (minBound :: Bool, [False ..], minBound :: Char, fromEnum True, [LT ..])
  print (maxBound :: Int, minBound :: Int, succ (41 :: Integer), [x | x <- [minBound .. maxBound :: Colour], x /= Green])
