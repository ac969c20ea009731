(* Merge sort with split *)
fun split [] = ([], [])
  | split [x] = ([x], [])
  | split (x :: y :: rest) =
      let val (a, b) = split rest in (x :: a, y :: b) end

fun merge ([], ys) = ys
  | merge (xs, []) = xs
  | merge (l1 as x :: xs, l2 as y :: ys) =
      if x <= y then x :: merge (xs, l2) else y :: merge (l1, ys)

fun msort [] = []
  | msort [x] = [x]
  | msort xs =
      let val (a, b) = split xs
      in merge (msort a, msort b) end

fun show xs = String.concatWith "," (List.map Int.toString xs)

(* simple pseudo-random generator to build test data *)
fun lcg seed = (seed * 1103 + 12345) mod 32768
fun randList (0, _) = []
  | randList (n, s) = let val s' = lcg s in s' mod 100 :: randList (n - 1, s') end

val data = randList (20, 42)
val () = print ("input:  " ^ show data ^ "\n")
val () = print ("sorted: " ^ show (msort data) ^ "\n")
val () = print ("empty:  [" ^ show (msort []) ^ "]\n")
val () = print ("count:  " ^ Int.toString (length (msort data)) ^ "\n")
