-- nofib exp3_8: Peano naturals (data Nat = Z | S Nat) with add, mul, pow, monus, comparison; 3^8 computed in unary
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/nofib_exp3_8_peano.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/nofib_exp3_8_peano.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/nofib_exp3_8_peano.out %t3.out


data Nat = Z | S Nat deriving Show

add :: Nat -> Nat -> Nat
add Z y = y
add (S x) y = S (add x y)

mul :: Nat -> Nat -> Nat
mul Z _ = Z
mul (S x) y = add (mul x y) y

pow :: Nat -> Nat -> Nat
pow _ Z = S Z
pow x (S y) = mul x (pow x y)

monus :: Nat -> Nat -> Nat
monus x Z = x
monus Z _ = Z
monus (S x) (S y) = monus x y

lessEq :: Nat -> Nat -> Bool
lessEq Z _ = True
lessEq (S _) Z = False
lessEq (S x) (S y) = lessEq x y

fromInt :: Int -> Nat
fromInt 0 = Z
fromInt n = S (fromInt (n - 1))

toInt :: Nat -> Int
toInt Z = 0
toInt (S n) = 1 + toInt n

-- counting with an accumulator (no deep recursion)
toIntAcc :: Nat -> Int
toIntAcc n = go 0 n
  where
    go acc Z = acc
    go acc (S m) = let a = acc + 1 in a `seq` go a m

fact :: Nat -> Nat
fact Z = S Z
fact (S n) = mul (S n) (fact n)

three, eight :: Nat
three = fromInt 3
eight = fromInt 8

-- a lazily infinite natural: comparisons against it terminate
infinity :: Nat
infinity = S infinity

main = do
  print (fromInt 3)
  print (toInt (add three eight), toInt (mul three eight))
  print (toIntAcc (pow three eight))
  print (toIntAcc (pow (fromInt 2) (fromInt 12)))
  print (map (toInt . fact . fromInt) [0 .. 6])
  print (toInt (monus eight three), toInt (monus three eight))
  print (lessEq three eight, lessEq eight three, lessEq (pow three (fromInt 4)) (fromInt 81))
  print (lessEq (fromInt 1000) infinity)
  print (monus (fromInt 5) (fromInt 3))
  print (toInt (mul (fromInt 25) (fromInt 40)) == 25 * 40)
