-- nofib circuits-style: boolean circuit simulation over time-indexed signal lists (gates, adders, feedback through delays)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/circuits_boolean.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/circuits_boolean.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/circuits_boolean.out %t3.out


-- a signal is the list of its values at time 0, 1, 2, ...
inv :: [Bool] -> [Bool]
inv = map not

and2, or2, xor2 :: [Bool] -> [Bool] -> [Bool]
and2 = zipWith (&&)
or2 = zipWith (||)
xor2 = zipWith (/=)

-- unit delay with an initial value
delay :: Bool -> [Bool] -> [Bool]
delay v s = v : s

halfAdd :: [Bool] -> [Bool] -> ([Bool], [Bool])
halfAdd a b = (xor2 a b, and2 a b)

fullAdd :: [Bool] -> [Bool] -> [Bool] -> ([Bool], [Bool])
fullAdd a b c = (s2, or2 c1 c2)
  where
    (s1, c1) = halfAdd a b
    (s2, c2) = halfAdd s1 c

-- ripple-carry adder on buses (least significant bit first)
rippleAdd :: [[Bool]] -> [[Bool]] -> [Bool] -> ([[Bool]], [Bool])
rippleAdd [] [] c = ([], c)
rippleAdd (a:as) (b:bs) c = (s : ss, cout)
  where
    (s, c1) = fullAdd a b c
    (ss, cout) = rippleAdd as bs c1

-- toggle flip-flop: the output is fed back through a delay
toggle :: [Bool] -> [Bool]
toggle t = q
  where
    q = delay False (xor2 t q)

-- a 3-bit counter built from chained toggles
counter3 :: [Bool] -> [[Bool]]
counter3 en = [q0, q1, q2]
  where
    q0 = toggle en
    q1 = toggle (and2 en q0)
    q2 = toggle (and2 en (and2 q0 q1))

bit :: Bool -> Int
bit b = if b then 1 else 0

bits :: [Bool] -> [Int]
bits = map bit

-- constant bus of a number (n bits), each bit a constant signal
constBus :: Int -> Int -> [[Bool]]
constBus n x = [repeat (odd (x `div` p)) | p <- take n (iterate (* 2) 1)]

busValue :: [Bool] -> Int
busValue bs = sum [p * bit b | (p, b) <- zip (iterate (* 2) 1) bs]

-- sample a bus at time t
sample :: Int -> [[Bool]] -> [Bool]
sample t bus = map (!! t) bus

main = do
  let a = cycle [False, True]
      b = cycle [False, False, True, True]
  print (take 8 (bits a), take 8 (bits b))
  print (bits (take 8 (and2 a b)), bits (take 8 (or2 a b)), bits (take 8 (xor2 a b)))
  let (s, c) = halfAdd a b
  print (take 4 (zip (bits s) (bits c)))
  let (fs, fc) = fullAdd a b (cycle [False, False, False, False, True, True, True, True])
  print (take 8 (zipWith (\x y -> x + 2 * y) (bits fs) (bits fc)))
  print (take 10 (bits (toggle (repeat True))))
  print (take 10 (bits (toggle (cycle [True, False, False]))))
  let cnt = counter3 (repeat True)
  print [busValue (sample t cnt) | t <- [0 .. 11]]
  let (sumBus, carry) = rippleAdd (constBus 8 100) (constBus 8 77) (repeat False)
  print (busValue (sample 0 sumBus), bit (head carry))
  let (sumBus2, carry2) = rippleAdd (constBus 8 200) (constBus 8 100) (repeat True)
  print (busValue (sample 3 sumBus2), bit (carry2 !! 3))
  print [busValue (sample 0 (fst (rippleAdd (constBus 4 x) (constBus 4 y) (repeat False)))) | x <- [0, 5, 9], y <- [3, 6]]
