(* Permutations and combinations *)
fun remove (_, []) = []
  | remove (x, y :: ys) = if x = y then ys else y :: remove (x, ys)

fun perms [] = [[]]
  | perms xs = List.concat (map (fn x => map (fn p => x :: p) (perms (remove (x, xs)))) xs)

fun choose (_, 0) = [[]]
  | choose ([], _) = []
  | choose (x :: xs, k) = map (fn c => x :: c) (choose (xs, k - 1)) @ choose (xs, k)

fun powerset [] = [[]]
  | powerset (x :: xs) = let val p = powerset xs in p @ map (fn s => x :: s) p end

fun showL xs = "[" ^ String.concatWith "," (map Int.toString xs) ^ "]"
fun showLL xss = String.concatWith " " (map showL xss)

val () = print ("perms [1,2,3]: " ^ showLL (perms [1, 2, 3]) ^ "\n")
val () = print ("#perms of 5: " ^ Int.toString (length (perms [1, 2, 3, 4, 5])) ^ "\n")
val () = print ("choose 2 of [1..4]: " ^ showLL (choose ([1, 2, 3, 4], 2)) ^ "\n")
val () = print ("powerset [1,2,3]: " ^ showLL (powerset [1, 2, 3]) ^ "\n")

fun binom (n, k) = if k = 0 orelse k = n then 1 else binom (n - 1, k - 1) + binom (n - 1, k)
val () = print ("C(10,3) = " ^ Int.toString (binom (10, 3)) ^ " vs "
                ^ Int.toString (length (choose (List.tabulate (10, fn i => i), 3))) ^ "\n")
val strs = map implode (perms (explode "abc"))
val () = print ("string perms: " ^ String.concatWith " " strs ^ "\n")
