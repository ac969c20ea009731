(* Working with options *)
fun safeDiv (_, 0) = NONE
  | safeDiv (a, b) = SOME (a div b)

fun find p [] = NONE
  | find p (x :: xs) = if p x then SOME x else find p xs

fun showOpt NONE = "NONE"
  | showOpt (SOME n) = "SOME " ^ Int.toString n

val () = print ("safeDiv (10, 2) = " ^ showOpt (safeDiv (10, 2)) ^ "\n")
val () = print ("safeDiv (1, 0) = " ^ showOpt (safeDiv (1, 0)) ^ "\n")
val () = print ("find >3 = " ^ showOpt (find (fn x => x > 3) [1, 2, 5, 7]) ^ "\n")
val () = print ("List.find >10 = " ^ showOpt (List.find (fn x => x > 10) [1, 2, 5, 7]) ^ "\n")
val () = print ("getOpt = " ^ Int.toString (getOpt (safeDiv (1, 0), ~1)) ^ "\n")
val () = print ("isSome = " ^ Bool.toString (isSome (safeDiv (4, 2))) ^ "\n")
val () = print ("Option.map = " ^ showOpt (Option.map (fn x => x * 10) (SOME 4)) ^ "\n")
val () = print ("valOf = " ^ Int.toString (valOf (SOME 99)) ^ "\n")
val () = print ("valOf NONE: " ^ (Int.toString (valOf (safeDiv (1, 0))) handle Option => "Option raised") ^ "\n")

fun bind (NONE, _) = NONE
  | bind (SOME x, f) = f x
val chain = bind (safeDiv (100, 5), fn x => bind (safeDiv (x, 2), fn y => safeDiv (y, 0)))
val chain2 = bind (safeDiv (100, 5), fn x => safeDiv (x, 2))
val () = print ("chain = " ^ showOpt chain ^ ", chain2 = " ^ showOpt chain2 ^ "\n")

val results = List.mapPartial (fn d => safeDiv (60, d)) [1, 0, 2, 0, 3]
val () = print ("mapPartial = " ^ String.concatWith " " (map Int.toString results) ^ "\n")
val () = print ("Option.join = " ^ showOpt (Option.join (SOME (SOME 3))) ^ "\n")
