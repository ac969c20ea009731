(* Appel-Duba-MacQueen style primes: natlist, subset-style filtering with isPrime built from divisibility, and higher-order list utilities
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/adm_primes.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/adm_primes.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/adm_primes.out %t3.out
*)
(* natural numbers as an int list built with accumulation *)
fun natlist 0 = []
  | natlist n = natlist (n - 1) @ [n]
fun natlistFrom (lo, hi) = if lo > hi then [] else lo :: natlistFrom (lo + 1, hi)

fun divides (d, n) = n mod d = 0
fun exists p [] = false
  | exists p (x :: xs) = p x orelse exists p xs
fun forall p [] = true
  | forall p (x :: xs) = p x andalso forall p xs
fun subset p [] = []
  | subset p (x :: xs) = if p x then x :: subset p xs else subset p xs

fun isPrime n = n > 1 andalso not (exists (fn d => divides (d, n)) (natlistFrom (2, n - 1)))
fun isqrt n = let fun go x = if x * x > n then x - 1 else go (x + 1) in go 0 end
fun isPrime2 n = n > 1 andalso forall (fn d => not (divides (d, n))) (natlistFrom (2, isqrt n))

fun primes n = subset isPrime (natlist n)
fun showList xs = String.concat (map (fn x => Int.toString x ^ " ") xs)

val _ = print ("natlist 10: " ^ showList (natlist 10) ^ "\n")
val p100 = primes 100
val _ = print ("primes 100: " ^ showList p100 ^ "\n")
val _ = print ("count: " ^ Int.toString (length p100) ^ "\n")
val _ = print ("isPrime and isPrime2 agree up to 300: " ^
               (if subset isPrime (natlist 300) = subset isPrime2 (natlist 300) then "true" else "false") ^ "\n")

(* primes as the numbers with exactly two divisors *)
fun divisors n = subset (fn d => divides (d, n)) (natlist n)
val _ = print ("divisors 60: " ^ showList (divisors 60) ^ "\n")
val byDivisors = subset (fn n => length (divisors n) = 2) (natlist 100)
val _ = print ("two-divisor definition agrees: " ^ (if byDivisors = p100 then "true" else "false") ^ "\n")

(* composites as the complement; sets as lists *)
fun member x l = exists (fn y => y = x) l
fun diff (a, b) = subset (fn x => not (member x b)) a
val composites = diff (natlistFrom (2, 50), primes 50)
val _ = print ("composites to 50: " ^ showList composites ^ "\n")
fun union (a, b) = a @ diff (b, a)
val u = union (primes 30, subset (fn n => n mod 10 = 0) (natlist 30))
val _ = print ("union: " ^ showList u ^ "\n")

(* nth prime and sums using the same building blocks *)
fun nthPrime k =
  let fun go n found = if isPrime2 n then (if found + 1 = k then n else go (n + 1) (found + 1)) else go (n + 1) found
  in go 2 0 end
val _ = print ("nth primes: " ^ showList (map nthPrime [1, 2, 10, 100, 500]) ^ "\n")
val _ = print ("sum of primes below 1000: " ^ Int.toString (foldl op + 0 (subset isPrime2 (natlistFrom (2, 1000)))) ^ "\n")
val _ = print ("mersenne exponents below 20: " ^
               showList (subset (fn p => isPrime2 p andalso isPrime2 (let fun pw 0 = 1 | pw k = 2 * pw (k - 1) in pw p end - 1)) (natlist 20)) ^ "\n")
