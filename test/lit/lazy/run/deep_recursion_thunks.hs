-- deep evaluation: non-tail recursion and long thunk chains (foldr over 100000, lazy foldl, iterate !! n, deep Peano numbers)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/deep_recursion_thunks.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/deep_recursion_thunks.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/deep_recursion_thunks.out %t3.out


data Nat = Z | S Nat deriving Show

fromInt :: Int -> Nat
fromInt 0 = Z
fromInt n = S (fromInt (n - 1))

toInt :: Nat -> Int
toInt Z = 0
toInt (S n) = 1 + toInt n

-- non-tail recursive length and sum
len :: [Int] -> Int
len [] = 0
len (_:xs) = 1 + len xs

sumR :: [Int] -> Int
sumR [] = 0
sumR (x:xs) = x + sumR xs

-- a chain of suspended additions forced at the end
lazyCount :: Int -> Int
lazyCount n = go 0 n
  where
    go acc 0 = acc
    go acc k = go (acc + 1) (k - 1)

-- a list whose elements each depend on the previous one
chained :: Int -> [Int]
chained n = take n xs
  where
    xs = 1 : map (\x -> (x * 3 + 1) `mod` 1000003) xs

main = do
  print (foldr (+) 0 [1 .. 100000])
  print (foldl (+) 0 [1 .. 100000])
  print (iterate (+ 1) 0 !! 100000)
  print (len [1 .. 80000], sumR [1 .. 80000])
  print (lazyCount 100000)
  print (toInt (fromInt 50000))
  print (last (chained 50000))
  print (length (foldr (\x acc -> x : acc) [] [1 .. 100000]))
  print (foldr (\x acc -> x + 2 * acc) 0 (replicate 60 1))
  print (fst (foldl (\(a, b) x -> (a + x, b)) (0, 0) [1 .. 50000]))
