-- The primes sieve over a shared CAF list: counting the primes below 20000
-- and then summing those below 10000 from the same list; the second use
-- finds the list already evaluated, so sieve is entered 2263 times in all
-- (GHC -O0 -prof -fprof-auto agrees).
primes :: [Int]
primes = sieve [2 ..]

sieve :: [Int] -> [Int]
sieve (p:xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

main = do
  print (length (takeWhile (< 20000) primes))
  print (sum (takeWhile (< 10000) primes))
