-- Int arithmetic: div/mod vs quot/rem on negative operands, unary minus precedence, abs/signum/gcd/lcm, 64-bit range
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/arith_divmod_negative.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/arith_divmod_negative.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/arith_divmod_negative.out %t3.out


table :: [(Int, Int, Int, Int, Int, Int)]
table = [(a, b, a `div` b, a `mod` b, a `quot` b, a `rem` b) | a <- [7, -7], b <- [2, -2]]

-- the laws: (a div b)*b + a mod b == a, same for quot/rem
lawsHold :: Int -> Int -> Bool
lawsHold a b = (a `div` b) * b + a `mod` b == a && (a `quot` b) * b + a `rem` b == a

power :: Int -> Int -> Int
power _ 0 = 1
power b e = b * power b (e - 1)

main = do
  mapM_ print table
  print (-7 `div` 2, (-7) `div` 2, - 7 `mod` 2, (-7) `mod` 2)
  print (negate 5, - (3 - 8), 2 - (-1), 3 * (-4), -2 * 3)
  print (map (`mod` 3) [-5 .. 5])
  print (map (`rem` 3) [-5 .. 5])
  print (map abs [-3, 0, 3], map signum [-9, 0, 9])
  print (gcd 12 (-18), gcd 0 5, lcm 4 6, lcm (-3) 5)
  print (and [lawsHold a b | a <- [-20 .. 20], b <- [-6 .. 6], b /= 0])
  print (power 2 62, power 3 39, power (-2) 63)
  print (1000000007 * 1000000009, 9223372036854775807 - 1)
  print (17 `div` 5 * 5 + 17 `mod` 5, 2 + 3 * 4 - 10 `div` 3)
  print (max (-1) (-2), min (-1) (-2), subtract 3 10)
  print ((-12) `quot` 5, (-12) `rem` 5, 12 `quot` (-5), 12 `rem` (-5))
