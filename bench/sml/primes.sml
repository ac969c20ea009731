(* primes.sml - in the style of the Appel-Duba-MacQueen primes example,
   scaled up: build the list of natural numbers, keep the primes
   with a generic `subset` (a higher-order filter), test primality by trial
   division against the list of candidate divisors, and repeat.
   Lists, closures passed as arguments, allocation of short-lived cells. *)

(* natlist n = [1, 2, ..., n] *)
fun natlist n =
  let fun build (0, acc) = acc
        | build (k, acc) = build (k - 1, k :: acc)
  in build (n, []) end

fun subset p [] = []
  | subset p (x :: xs) = if p x then x :: subset p xs else subset p xs

(* divisors of n to try: 2 .. isqrt n *)
fun divisors n =
  let fun upto d = if d * d > n then [] else d :: upto (d + 1)
  in upto 2 end

fun isPrime n =
  n >= 2 andalso not (List.exists (fn d => n mod d = 0) (divisors n))

fun primes n = subset isPrime (natlist n)

fun sum [] = 0
  | sum (x :: xs) = x + sum xs

fun main () =
  let
    fun loop (0, acc) = acc
      | loop (k, acc) =
          let val ps = primes 30000
          in loop (k - 1, (acc + length ps + sum ps mod 1000) mod 1000000) end
    val ps = primes 30000
  in
    print ("primes below 30000: " ^ Int.toString (length ps) ^ "\n");
    print ("largest: " ^ Int.toString (hd (rev ps)) ^ "\n");
    print ("checksum: " ^ Int.toString (loop (10, 0)) ^ "\n")
  end

val _ = main ()
