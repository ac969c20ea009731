-- function composition (.) and application ($): point-free pipelines, foldr (.) id, ($ x) sections
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/compose_dollar.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/compose_dollar.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/compose_dollar.out %t3.out


inc :: Int -> Int
inc = (+ 1)

double :: Int -> Int
double = (* 2)

square :: Int -> Int
square x = x * x

composeAll :: [a -> a] -> a -> a
composeAll = foldr (.) id

countEvens :: [Int] -> Int
countEvens = length . filter even

sumOfSquaresOfOdds :: [Int] -> Int
sumOfSquaresOfOdds = sum . map square . filter odd

main = do
  print ((inc . double) 5, (double . inc) 5)
  print (map (square . inc . double) [1, 2, 3])
  print (composeAll [inc, double, square] 3)
  print (composeAll (replicate 10 double) 1)
  print (countEvens [1 .. 25], sumOfSquaresOfOdds [1 .. 10])
  print $ sum $ map double $ filter odd [1 .. 9]
  print (map ($ 3) [inc, double, square])
  print (head $ dropWhile (< 100) $ map square [1 ..])
  print $ (take 5 . map (* 3) . filter even) [1 ..]
  print (foldr (.) id [(+ 1), (* 10)] 4, foldl (flip (.)) id [(+ 1), (* 10)] 4)
  print ((fst . snd) (1, (2, 3)), (snd . fst) ((4, 5), 6))
  print (map (abs . negate . (`div` 3)) [1, 22, 333, -4444])
  print (id . id $ 42)
  print (maximum . map (`mod` 7) $ [10 .. 20])
