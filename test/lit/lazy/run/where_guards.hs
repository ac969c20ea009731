-- guards (with otherwise), where clauses (several bindings, nested where, where shared across guards)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/where_guards.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/where_guards.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/where_guards.out %t3.out


grade :: Int -> Int
grade n
  | n >= 90 = 4
  | n >= 80 = 3
  | n >= 70 = 2
  | n >= 60 = 1
  | otherwise = 0

-- where bindings shared by all guards
bracket :: Int -> Int -> Int -> Int
bracket lo hi x
  | x < lo' = lo'
  | x > hi' = hi'
  | otherwise = x
  where
    lo' = min lo hi
    hi' = max lo hi

-- number of real roots of a*x^2 + b*x + c
realRoots :: Int -> Int -> Int -> Int
realRoots a b c
  | disc > 0 = 2
  | disc == 0 = 1
  | otherwise = 0
  where
    disc = b * b - 4 * a * c

-- nested where
weird :: Int -> Int
weird x = g x + h
  where
    g y = y * k
      where
        k = 3 + offset
    h = x * 2
    offset = 1

describe :: Int -> String
describe n
  | n < 0 = "negative"
  | n == 0 = "zero"
  | even n = "positive even"
  | otherwise = "positive odd"

-- guards in a function with several equations
fizz :: Int -> Int
fizz 0 = 0
fizz n
  | n `mod` 15 == 0 = 15
  | n `mod` 5 == 0 = 5
  | n `mod` 3 == 0 = 3
fizz n = 1

-- where binding a local function with guards of its own
countBig :: Int -> [Int] -> Int
countBig limit xs = go xs
  where
    go [] = 0
    go (y:ys)
      | big y = 1 + go ys
      | otherwise = go ys
    big y = y > limit

main = do
  print (map grade [95, 85, 75, 65, 55, 90, 60])
  print (map (bracket 10 0) [-5, 0, 5, 10, 15])
  print (realRoots 1 2 1, realRoots 1 0 (-4), realRoots 1 0 4)
  print (weird 5)
  putStrLn (describe (-3))
  putStrLn (describe 0)
  putStrLn (describe 8)
  putStrLn (describe 7)
  print (map fizz [0 .. 15])
  print (countBig 4 [1, 9, 3, 5, 7, 2])
