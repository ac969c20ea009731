-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/07_primes.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/07_primes.out %t3.out
module Main where

primes :: [Int]
primes = sieve [2 ..]
  where
    sieve (p:xs) = p : sieve [x | x <- xs, x `mod` p /= 0]
    sieve [] = []

isPrime :: Int -> Bool
isPrime n
  | n < 2 = False
  | otherwise = all (\d -> n `mod` d /= 0) (takeWhile (\d -> d * d <= n) [2 ..])

factorize :: Int -> [Int]
factorize n = go n 2
  where
    go m d
      | m < 2 = []
      | d * d > m = [m]
      | m `mod` d == 0 = d : go (m `div` d) d
      | otherwise = go m (d + 1)

goldbach :: Int -> Maybe (Int, Int)
goldbach n = case [(p, n - p) | p <- takeWhile (<= n `div` 2) primes, isPrime (n - p)] of
  (x:_) -> Just x
  [] -> Nothing

main :: IO ()
main = do
  print (take 20 primes)
  print (length (filter isPrime [1 .. 1000]))
  mapM_ (\n -> putStrLn (show n ++ " = " ++ show (factorize n))) [12, 97, 360, 1001, 65536]
  print (map goldbach [4, 28, 100])
  print (sum (takeWhile (< 100) primes))
