-- laziness: self-referential streams (fibs = 0 : 1 : zipWith (+) fibs (tail fibs), Lucas numbers, running sums)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/laziness_fibs_zipwith.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/laziness_fibs_zipwith.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/laziness_fibs_zipwith.out %t3.out


fibs :: [Int]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

fibsFrom :: Int -> Int -> [Int]
fibsFrom a b = a : fibsFrom b (a + b)

lucas :: [Int]
lucas = 2 : 1 : zipWith (+) lucas (tail lucas)

runningSum :: [Int] -> [Int]
runningSum xs = go 0 xs
  where
    go _ [] = []
    go acc (y:ys) = let a = acc + y in a : go a ys

main = do
  print (take 15 fibs)
  print (fibs !! 50)
  print (fibs !! 90)
  print (takeWhile (< 1000) (fibsFrom 1 1))
  print (take 10 lucas)
  print (take 10 (runningSum [1 ..]))
  print (head [(i, f) | (i, f) <- zip [0 ..] fibs, f > 1000000])
  print (take 12 (map (`mod` 10) fibs))
  print (sum (takeWhile (< 4000000) (filter even fibs)))
  print (zipWith (\l i -> l - fibs !! (i - 1) - fibs !! (i + 1)) (take 5 (drop 1 lucas)) [1 .. 5])
  print (take 6 (zipWith (*) fibs lucas) == take 6 [fibs !! (2 * n) | n <- [0 ..]])
