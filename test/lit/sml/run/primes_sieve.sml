(* prime numbers: sieve of Eratosthenes on lists, trial division, prime factorization, twin primes, Goldbach pairs
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/primes_sieve.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/primes_sieve.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/primes_sieve.out %t3.out
*)
fun upto i j = if i > j then [] else i :: upto (i + 1) j
fun sieve [] = []
  | sieve (p :: rest) = p :: sieve (List.filter (fn x => x mod p <> 0) rest)
val primes = sieve (upto 2 500)
val _ = print ("primes below 100: " ^ String.concat (map (fn p => Int.toString p ^ " ") (List.filter (fn p => p < 100) primes)) ^ "\n")
val _ = print ("count below 500: " ^ Int.toString (length primes) ^ "\n")
val _ = print ("sum below 500: " ^ Int.toString (foldl op + 0 primes) ^ "\n")
val _ = print ("largest below 500: " ^ Int.toString (List.nth (primes, length primes - 1)) ^ "\n")

fun isPrime n =
  let fun check d = d * d > n orelse (n mod d <> 0 andalso check (d + 1))
  in n >= 2 andalso check 2 end
val _ = print ("trial division agrees: " ^ (if List.filter isPrime (upto 1 500) = primes then "yes" else "no") ^ "\n")
val _ = print ("isPrime 1000003: " ^ (if isPrime 1000003 then "yes" else "no") ^ ", isPrime 1000001: " ^ (if isPrime 1000001 then "yes" else "no") ^ "\n")

fun factor n =
  let fun go 1 _ = []
        | go m d = if d * d > m then [m]
                   else if m mod d = 0 then d :: go (m div d) d
                   else go m (d + 1)
  in if n < 2 then [] else go n 2 end
fun showFactors n = Int.toString n ^ " = " ^
  (case factor n of
       [] => "1"
     | f :: fs => foldl (fn (x, acc) => acc ^ " * " ^ Int.toString x) (Int.toString f) fs)
val _ = app (fn n => print (showFactors n ^ "\n")) [2, 12, 97, 360, 1001, 65536, 999999, 123456789]

fun twins (a :: b :: rest) = if b - a = 2 then (a, b) :: twins (b :: rest) else twins (b :: rest)
  | twins _ = []
val tw = twins primes
val _ = print ("twin primes below 200: " ^ String.concat (map (fn (a, b) => "(" ^ Int.toString a ^ "," ^ Int.toString b ^ ")")
                                              (List.filter (fn (_, b) => b < 200) tw)) ^ "\n")
val _ = print ("twin pairs below 500: " ^ Int.toString (length tw) ^ "\n")

fun goldbach n =
  let fun try [] = NONE
        | try (p :: ps) = if p > n div 2 then NONE else if isPrime (n - p) then SOME (p, n - p) else try ps
  in try primes end
val _ = app (fn n => case goldbach n of
                         SOME (p, q) => print (Int.toString n ^ " = " ^ Int.toString p ^ " + " ^ Int.toString q ^ "\n")
                       | NONE => print (Int.toString n ^ ": none\n")) [4, 28, 100, 498, 500]
fun primeGaps (a :: b :: rest) = (b - a) :: primeGaps (b :: rest)
  | primeGaps _ = []
val _ = print ("max gap below 500: " ^ Int.toString (foldl Int.max 0 (primeGaps primes)) ^ "\n")
