(* sorting algorithms on lists: quicksort, mergesort, insertion sort, selection sort; generic comparator; checks agreement and stability
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/sorting.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/sorting.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/sorting.out %t3.out
*)
fun showList (xs : int list) = String.concat (map (fn x => Int.toString x ^ " ") xs)
fun pl s = print (s ^ "\n")

fun quicksort [] = []
  | quicksort (p :: rest) =
    let val smaller = List.filter (fn x => x < p) rest
        val larger = List.filter (fn x => x >= p) rest
    in quicksort smaller @ [p] @ quicksort larger end

fun split [] = ([], [])
  | split [x] = ([x], [])
  | split (x :: y :: rest) = let val (a, b) = split rest in (x :: a, y :: b) end
fun merge ([], ys) = ys
  | merge (xs, []) = xs
  | merge (x :: xs, y :: ys) = if x <= y then x :: merge (xs, y :: ys) else y :: merge (x :: xs, ys)
fun mergesort [] = []
  | mergesort [x] = [x]
  | mergesort xs = let val (a, b) = split xs in merge (mergesort a, mergesort b) end

fun insert x [] = [x]
  | insert x (y :: ys) = if x <= y then x :: y :: ys else y :: insert x ys
fun insertionSort xs = foldr (fn (x, acc) => insert x acc) [] xs

fun removeMin [] = raise Empty
  | removeMin [x] = (x, [])
  | removeMin (x :: xs) =
    let val (m, rest) = removeMin xs
    in if x <= m then (x, xs) else (m, x :: rest) end
fun selectionSort [] = []
  | selectionSort xs = let val (m, rest) = removeMin xs in m :: selectionSort rest end

(* generic mergesort with a comparator *)
fun sortBy (le : 'a * 'a -> bool) (xs : 'a list) : 'a list =
  let fun mrg ([], ys) = ys
        | mrg (xs, []) = xs
        | mrg (x :: xs, y :: ys) = if le (x, y) then x :: mrg (xs, y :: ys) else y :: mrg (x :: xs, ys)
      fun halve l = let val n = length l div 2
                        fun take (0, l, acc) = (rev acc, l)
                          | take (k, h :: t, acc) = take (k - 1, t, h :: acc)
                          | take (_, [], acc) = (rev acc, [])
                    in take (n, l, []) end
      fun srt [] = []
        | srt [x] = [x]
        | srt l = let val (a, b) = halve l in mrg (srt a, srt b) end
  in srt xs end

val data = [38, 27, 43, 3, 9, 82, 10, ~5, 27, 0, 64, ~20, 3, 15]
val _ = pl ("input:     " ^ showList data)
val _ = pl ("quick:     " ^ showList (quicksort data))
val _ = pl ("merge:     " ^ showList (mergesort data))
val _ = pl ("insertion: " ^ showList (insertionSort data))
val _ = pl ("selection: " ^ showList (selectionSort data))
val _ = pl ("desc:      " ^ showList (sortBy (fn (a, b) => a >= b) data))
val _ = pl ("strings:   " ^ String.concat (map (fn s => s ^ " ") (sortBy (fn (a, b) => a <= b) ["pear", "apple", "fig", "banana", "cherry"])))
val _ = pl ("by length: " ^ String.concat (map (fn s => s ^ " ") (sortBy (fn (a, b) => size a <= size b) ["pear", "apple", "fig", "kiwi", "banana", "date"])))
val pairs = [(3, "c"), (1, "a"), (3, "a"), (2, "z"), (1, "b")]
val _ = pl ("stable:    " ^ String.concat (map (fn (k, v) => Int.toString k ^ v ^ " ") (sortBy (fn ((a, _), (b, _)) => a <= b) pairs)))

(* larger pseudo-random input from a linear congruential generator *)
fun lcg seed = (seed * 75 + 74) mod 65537
fun randomList 0 _ = []
  | randomList n seed = let val s = lcg seed in s mod 1000 :: randomList (n - 1) s end
val big = randomList 2000 42
fun isSorted (a :: b :: rest) = a <= b andalso isSorted (b :: rest)
  | isSorted _ = true
val q = quicksort big
val m = mergesort big
val _ = pl ("2000 random: quick sorted " ^ (if isSorted q then "yes" else "no") ^
            ", merge = quick " ^ (if q = m then "yes" else "no") ^
            ", insertion = quick " ^ (if insertionSort big = q then "yes" else "no"))
val _ = pl ("smallest 10: " ^ showList (List.tabulate (10, fn i => List.nth (q, i))))
val _ = pl ("largest 5:   " ^ showList (List.tabulate (5, fn i => List.nth (q, 1999 - i))))
val _ = pl ("sum before/after: " ^ Int.toString (foldl op + 0 big) ^ " " ^ Int.toString (foldl op + 0 m))
val _ = pl ("median: " ^ Int.toString (List.nth (m, 1000)))
