-- laziness: infinite prime lists (Turner sieve and self-referential trial division)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/laziness_primes_sieve.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/laziness_primes_sieve.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/laziness_primes_sieve.out %t3.out


primes :: [Int]
primes = sieve [2..]
  where
    sieve (p:xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

-- trial division against the list being defined
primes2 :: [Int]
primes2 = 2 : filter isPrime [3, 5 ..]

isPrime :: Int -> Bool
isPrime n = all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) primes2)

twinPrimes :: [(Int, Int)]
twinPrimes = [(p, q) | (p, q) <- zip primes2 (tail primes2), q - p == 2]

main = do
  print (take 20 primes)
  print (primes !! 99)
  print (takeWhile (< 60) primes2)
  print (primes2 !! 500)
  print (length (takeWhile (< 1000) primes))
  print (sum (take 100 primes2))
  print (head (dropWhile (< 5000) primes2))
  print (take 8 twinPrimes)
  print (and (zipWith (==) (take 150 primes) (take 150 primes2)))
  print (filter isPrime [90 .. 110])
