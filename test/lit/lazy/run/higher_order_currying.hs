-- higher-order functions: currying, partial application, functions as arguments/results, Church numerals, flip
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/higher_order_currying.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/higher_order_currying.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/higher_order_currying.out %t3.out


add3 :: Int -> Int -> Int -> Int
add3 x y z = x + y + z

twice :: (a -> a) -> a -> a
twice f = f . f

applyN :: Int -> (a -> a) -> a -> a
applyN 0 _ x = x
applyN n f x = applyN (n - 1) f (f x)

myCurry :: ((a, b) -> c) -> a -> b -> c
myCurry f a b = f (a, b)

myUncurry :: (a -> b -> c) -> (a, b) -> c
myUncurry f (a, b) = f a b

-- returns a function
adder :: Int -> (Int -> Int)
adder n = \x -> x + n

compose3 :: (c -> d) -> (b -> c) -> (a -> b) -> a -> d
compose3 f g h = \x -> f (g (h x))

-- Church numerals
zero f x = x
suc n f x = f (n f x)
plus m n f x = m f (n f x)
times m n f = m (n f)
church :: ((Int -> Int) -> Int -> Int) -> Int
church n = n (+ 1) 0

-- a list of functions
pipeline :: [Int -> Int]
pipeline = [(+ 1), (* 2), subtract 3, \x -> x * x, abs]

main = do
  let add5 = add3 2 3
  print (add5 10, map (add3 1 1) [1, 2, 3])
  print (twice (* 3) 7, twice (twice (+ 1)) 0)
  print (applyN 10 (* 2) 1, applyN 3 (map (+ 1)) [0, 0])
  print (myCurry fst 1 2, myUncurry (+) (3, 4), myUncurry max (9, -9))
  print (map (adder 100) [1, 2], (adder 1 . adder 2) 3)
  print (compose3 (* 2) (+ 1) negate 5)
  let two = suc (suc zero)
      three = suc two
  print (church zero, church three, church (plus two three), church (times three three))
  print (map (\f -> f 5) pipeline)
  print (foldr (\f acc -> f acc) 5 pipeline)
  print (zipWith ($) pipeline [10, 20, 30, 40, 50])
  print (flip (-) 1 10, flip take [1, 2, 3, 4] 2)
  print (map (uncurried 2) [(1, 1), (3, 4)])
 where
  uncurried k (a, b) = k * a + b
