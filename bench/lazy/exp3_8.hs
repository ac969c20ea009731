-- nofib exp3_8-style Peano arithmetic: data Nat = Z | S Nat with add, mul,
-- pow and toInt; 3^k and 2^k computed in unary. (mul is linear in its
-- second argument but quadratic in its first: keep the first small.)
-- Valid Haskell for GHC and lazy-mini (lazyc); same output under both.

data Nat = Z | S Nat

add :: Nat -> Nat -> Nat
add Z y = y
add (S x) y = S (add x y)

mul :: Nat -> Nat -> Nat
mul Z _ = Z
mul (S x) y = add (mul x y) y

pow :: Nat -> Nat -> Nat
pow _ Z = S Z
pow x (S y) = mul x (pow x y)

fromInt :: Int -> Nat
fromInt 0 = Z
fromInt n = S (fromInt (n - 1))

-- strict counting with an accumulator (no deep recursion)
toInt :: Nat -> Int
toInt n = go 0 n
  where
    go acc Z = acc
    go acc (S m) = let a = acc + 1 in a `seq` go a m

main = do
  print (map (\k -> toInt (pow (fromInt 3) (fromInt k))) [1 .. 8])
  print (toInt (pow (fromInt 3) (fromInt 13)))
  print (sum [toInt (pow (fromInt 2) (fromInt k)) | k <- [1 .. 20]])
