(* lists: literals, ::, list patterns [a,b] and x::y::rest, length/rev/hd/tl/null, take/drop/last/nth written by hand
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/lists_patterns.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/lists_patterns.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/lists_patterns.out %t3.out
*)
fun pi (n : int) = Int.toString n
fun showList (xs : int list) =
  let fun go [] = ""
        | go [x] = pi x
        | go (x :: rest) = pi x ^ "," ^ go rest
  in "[" ^ go xs ^ "]" end
fun pl s = print (s ^ "\n")

val xs = [3, 1, 4, 1, 5, 9, 2, 6]
val _ = pl (showList xs)
val _ = pl ("length = " ^ pi (length xs))
val _ = pl ("rev = " ^ showList (rev xs))
val _ = pl ("hd = " ^ pi (hd xs) ^ ", tl = " ^ showList (tl xs))
val _ = pl ("null [] = " ^ (if null [] then "true" else "false") ^ ", null xs = " ^ (if null xs then "true" else "false"))
val _ = pl (showList (0 :: 1 :: 2 :: []))
val _ = pl (showList [])

fun describe [] = "empty"
  | describe [a] = "one element " ^ pi a
  | describe [a, b] = "two elements " ^ pi a ^ " and " ^ pi b
  | describe (a :: b :: c :: []) = "three elements summing to " ^ pi (a + b + c)
  | describe (x :: y :: rest) = "long list starting " ^ pi x ^ "," ^ pi y ^ " with " ^ pi (length rest) ^ " more"
val _ = app (fn l => pl (describe l)) [[], [7], [7, 8], [1, 2, 3], [1, 2, 3, 4, 5]]

fun pairsum (x :: y :: rest) = (x + y) :: pairsum rest
  | pairsum [x] = [x]
  | pairsum [] = []
val _ = pl ("pairsum = " ^ showList (pairsum [1, 2, 3, 4, 5, 6, 7]))

fun take (_, 0) = []
  | take ([], _) = []
  | take (x :: xs, n) = x :: take (xs, n - 1)
fun drop (xs, 0) = xs
  | drop ([], _) = []
  | drop (_ :: xs, n) = drop (xs, n - 1)
fun last [x] = x
  | last (_ :: xs) = last xs
  | last [] = raise Empty
fun nth (x :: _, 0) = x
  | nth (_ :: xs, n) = nth (xs, n - 1)
  | nth ([], _) = raise Subscript
val _ = pl ("take 3 = " ^ showList (take (xs, 3)))
val _ = pl ("drop 5 = " ^ showList (drop (xs, 5)))
val _ = pl ("take 20 = " ^ showList (take (xs, 20)))
val _ = pl ("last = " ^ pi (last xs))
val _ = pl ("nth 5 = " ^ pi (nth (xs, 5)))

(* adjacent differences: re-cons the second element instead of an as-pattern *)
fun diffs (a :: b :: rest) = (b - a) :: diffs (b :: rest)
  | diffs _ = []
val _ = pl ("diffs = " ^ showList (diffs [1, 4, 9, 16, 25, 36]))

fun isSorted (a :: b :: rest) = a <= b andalso isSorted (b :: rest)
  | isSorted _ = true
val _ = pl ("isSorted xs = " ^ (if isSorted xs then "yes" else "no"))
val _ = pl ("isSorted [1,2,2,5] = " ^ (if isSorted [1, 2, 2, 5] then "yes" else "no"))

fun dedup (a :: b :: rest) = if a = b then dedup (b :: rest) else a :: dedup (b :: rest)
  | dedup l = l
val _ = pl ("dedup = " ^ showList (dedup [1, 1, 2, 3, 3, 3, 4, 1, 1]))

fun interleave ([], ys) = ys
  | interleave (xs, []) = xs
  | interleave (x :: xs, y :: ys) = x :: y :: interleave (xs, ys)
val _ = pl ("interleave = " ^ showList (interleave ([1, 3, 5, 7, 9], [2, 4, 6])))

(* nested lists *)
val grid = [[1, 2, 3], [4, 5], [], [6]]
val _ = pl ("row lengths = " ^ showList (map length grid))
fun flatten [] = []
  | flatten (r :: rs) = r @ flatten rs
val _ = pl ("flatten = " ^ showList (flatten grid))
fun firsts [] = []
  | firsts ([] :: rows) = firsts rows
  | firsts ((x :: _) :: rows) = x :: firsts rows
val _ = pl ("firsts = " ^ showList (firsts grid))

(* list of strings with a head pattern on constants *)
fun command ("push" :: n :: rest) = "push(" ^ n ^ ") " ^ command rest
  | command ("pop" :: rest) = "pop " ^ command rest
  | command [] = "end"
  | command (other :: rest) = "?" ^ other ^ " " ^ command rest
val _ = pl (command ["push", "3", "pop", "jump", "push", "9"])
val _ = pl ("count of 1s = " ^ pi (length (List.filter (fn x => x = 1) xs)))
