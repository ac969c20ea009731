-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/38_lazy_primes.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/38_lazy_primes.out %t3.out
module Main where

-- Classic lazy prime generators and things built on top of them.

primes :: [Int]
primes = 2 : filter isPrime [3, 5 ..]

isPrime :: Int -> Bool
isPrime n
  | n < 2 = False
  | otherwise = all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) primes)

-- The "unfaithful sieve" everybody writes first.
naiveSieve :: [Int]
naiveSieve = sieve [2 ..]
  where
    sieve (p:xs) = p : sieve [x | x <- xs, x `mod` p /= 0]
    sieve [] = []

primeFactors :: Int -> [Int]
primeFactors n = go n primes
  where
    go 1 _ = []
    go m (p:ps)
      | p * p > m = [m]
      | m `mod` p == 0 = p : go (m `div` p) (p:ps)
      | otherwise = go m ps
    go _ [] = []

twinPrimes :: [(Int, Int)]
twinPrimes = [(p, q) | (p, q) <- zip primes (tail primes), q - p == 2]

goldbach :: Int -> Maybe (Int, Int)
goldbach n = case [(p, n - p) | p <- takeWhile (<= n `div` 2) primes, isPrime (n - p)] of
  (x:_) -> Just x
  [] -> Nothing

-- Primes below a bound using a list-based sieve of Eratosthenes.
eratosthenes :: Int -> [Int]
eratosthenes n = go [2 .. n]
  where
    go [] = []
    go (p:xs)
      | p * p > n = p : xs
      | otherwise = p : go (minus xs [p * p, p * p + p .. n])
    minus (x:xs) (y:ys) = case compare x y of
      LT -> x : minus xs (y:ys)
      EQ -> minus xs ys
      GT -> minus (x:xs) ys
    minus xs _ = xs

main :: IO ()
main = do
  print (take 20 primes)
  print (take 20 naiveSieve == take 20 primes)
  print (primes !! 999)
  print (length (takeWhile (< 10000) primes))
  print (eratosthenes 100)
  print (length (eratosthenes 10000), last (eratosthenes 10000))
  mapM_ (\n -> putStrLn (show n ++ " = " ++ show (primeFactors n)))
        [2, 12, 97, 360, 1001, 65536, 999999, 600851475143]
  print (take 10 twinPrimes)
  print (map goldbach [4, 28, 100, 1000])
  print (sum (takeWhile (< 2000) primes))
  print (filter (\p -> isPrime (reverse' p)) (takeWhile (< 200) primes))
  where
    reverse' = read . reverse . show
