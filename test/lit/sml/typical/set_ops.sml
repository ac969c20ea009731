(* Sets as sorted lists without duplicates *)
fun insert (x, []) = [x]
  | insert (x, s as y :: ys) =
      if x < y then x :: s else if x = y then s else y :: insert (x, ys)

fun fromList xs = foldl insert [] xs

fun union ([], t) = t
  | union (s, []) = s
  | union (s as x :: xs, t as y :: ys) =
      if x < y then x :: union (xs, t) else if x > y then y :: union (s, ys) else x :: union (xs, ys)

fun inter ([], _) = []
  | inter (_, []) = []
  | inter (s as x :: xs, t as y :: ys) =
      if x < y then inter (xs, t) else if x > y then inter (s, ys) else x :: inter (xs, ys)

fun diff (s, t) = List.filter (fn x => not (List.exists (fn y => x = y) t)) s
fun subset (s, t) = List.all (fn x => List.exists (fn y => y = x) t) s

fun show s = "{" ^ String.concatWith ", " (map Int.toString s) ^ "}"

val a = fromList [5, 1, 3, 9, 3, 7, 1]
val b = fromList [2, 3, 4, 5, 6]
val () = print ("A = " ^ show a ^ "\n")
val () = print ("B = " ^ show b ^ "\n")
val () = print ("A u B = " ^ show (union (a, b)) ^ "\n")
val () = print ("A n B = " ^ show (inter (a, b)) ^ "\n")
val () = print ("A - B = " ^ show (diff (a, b)) ^ "\n")
val () = print ("{3,5} subset A: " ^ Bool.toString (subset ([3, 5], a)) ^ "\n")
val () = print ("B subset A: " ^ Bool.toString (subset (b, a)) ^ "\n")
val () = print ("|A u B| = " ^ Int.toString (length (union (a, b))) ^ "\n")
