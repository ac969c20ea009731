-- top-level mutual recursion, CAFs depending on CAFs, and functions defined by several equations in any order
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/mutual_recursion_toplevel.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/mutual_recursion_toplevel.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/mutual_recursion_toplevel.out %t3.out


isEven' :: Int -> Bool
isEven' 0 = True
isEven' n = isOdd' (n - 1)

isOdd' :: Int -> Bool
isOdd' 0 = False
isOdd' n = isEven' (n - 1)

-- Hofstadter female/male sequences
female :: Int -> Int
female 0 = 1
female n = n - male (female (n - 1))

male :: Int -> Int
male 0 = 0
male n = n - female (male (n - 1))

-- CAFs referring to later CAFs
total :: Int
total = base * factor

base :: Int
base = sum smallSquares

smallSquares :: [Int]
smallSquares = [x * x | x <- [1 .. 10]]

factor :: Int
factor = length smallSquares

-- mutually recursive data processing: alternate sums
sumAlt :: [Int] -> Int
sumAlt [] = 0
sumAlt (x:xs) = x + subAlt xs

subAlt :: [Int] -> Int
subAlt [] = 0
subAlt (x:xs) = sumAlt xs - x

-- Ackermann (small arguments)
ack :: Int -> Int -> Int
ack 0 n = n + 1
ack m 0 = ack (m - 1) 1
ack m n = ack (m - 1) (ack m (n - 1))

main = do
  print (map isEven' [0 .. 7], isOdd' 1001)
  print (map female [0 .. 15])
  print (map male [0 .. 15])
  print (total, base, factor)
  print (sumAlt [1 .. 10], subAlt [1 .. 10])
  print [ack m n | m <- [0 .. 2], n <- [0 .. 3]]
  print (ack 2 10, ack 3 3)
