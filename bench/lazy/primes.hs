-- nofib-style primes: the lazy "sieve" of Turner (filtering an infinite
-- list by every prime found so far) and trial division against the prime
-- list being defined. Valid Haskell for GHC and lazy-mini (lazyc).

primes :: [Int]
primes = sieve [2 ..]
  where
    sieve (p:xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

primes2 :: [Int]
primes2 = 2 : filter isPrime [3, 5 ..]

isPrime :: Int -> Bool
isPrime n = all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) primes2)

main = do
  print (take 10 primes)
  print (primes !! 1200)
  print (primes2 !! 20000)
  print (sum (takeWhile (< 100000) primes2))
