(* sort.sml - sort pseudo-random int lists (a linear congruential
   generator) with a list mergesort and a list quicksort, repeatedly, and
   check the results. Allocation-heavy: every pass builds new lists. *)

(* the ZX81 LCG: all intermediate values stay below 2^23 *)
fun lcg seed = (seed * 75 + 74) mod 65537

fun randomList (n, seed) =
  let fun build (0, s, acc) = (acc, s)
        | build (k, s, acc) = let val s' = lcg s in build (k - 1, s', s' :: acc) end
  in build (n, seed, []) end

fun split [] = ([], [])
  | split [x] = ([x], [])
  | split (x :: y :: rest) = let val (a, b) = split rest in (x :: a, y :: b) end

fun merge ([], ys) = ys
  | merge (xs, []) = xs
  | merge (x :: xs, y :: ys) =
      if x <= y then x :: merge (xs, y :: ys) else y :: merge (x :: xs, ys)

fun mergesort [] = []
  | mergesort [x] = [x]
  | mergesort xs = let val (a, b) = split xs in merge (mergesort a, mergesort b) end

(* quicksort with an accumulator: partition around the head *)
fun partition (p, [], lo, hi) = (lo, hi)
  | partition (p, x :: xs, lo, hi) =
      if x < p then partition (p, xs, x :: lo, hi) else partition (p, xs, lo, x :: hi)

fun quicksort ([], acc) = acc
  | quicksort (p :: xs, acc) =
      let val (lo, hi) = partition (p, xs, [], [])
      in quicksort (lo, p :: quicksort (hi, acc)) end

fun isSorted (a :: b :: rest) = a <= b andalso isSorted (b :: rest)
  | isSorted _ = true

fun sameList ([], []) = true
  | sameList (x :: xs, y :: ys) = x = y andalso sameList (xs, ys)
  | sameList _ = false

(* order-sensitive checksum, below 2^20 *)
fun checksum xs = foldl (fn (x, acc) => (acc * 31 + x) mod 1000003) 0 xs

fun main () =
  let
    fun round (0, seed, acc) = acc
      | round (k, seed, acc) =
          let
            val (xs, seed') = randomList (50000, seed)
            val m = mergesort xs
            val q = quicksort (xs, [])
            val ok = isSorted m andalso sameList (m, q)
          in
            if ok then round (k - 1, seed', (acc + checksum m) mod 1000003)
            else (print "sort mismatch\n"; ~1)
          end
    val (xs, _) = randomList (10, 1)
  in
    print ("first randoms: " ^ String.concat (map (fn x => Int.toString x ^ " ") xs) ^ "\n");
    print ("sorted:        " ^ String.concat (map (fn x => Int.toString x ^ " ") (mergesort xs)) ^ "\n");
    print ("checksum of 8 rounds: " ^ Int.toString (round (8, 42, 0)) ^ "\n")
  end

val _ = main ()
