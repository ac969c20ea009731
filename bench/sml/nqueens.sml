(* nqueens.sml - count all solutions of the n-queens problem, placing one
   queen per row; the queens placed so far are a list of columns (the
   nearest row first). Recursion over lists, no higher-order functions.
   Same algorithm as c/nqueens.c. *)

(* q is safe against the queens in qs if no queen is in the same column or
   on a diagonal (d = row distance) *)
fun safe (q, d, []) = true
  | safe (q, d, x :: xs) =
      q <> x andalso q <> x + d andalso q <> x - d andalso safe (q, d + 1, xs)

(* solutions with the queens in qs placed and k rows left, trying columns
   c .. n for the next queen *)
fun tryCols (n, k, qs, c) =
  if c > n then 0
  else (if safe (c, 1, qs) then place (n, k - 1, c :: qs) else 0)
       + tryCols (n, k, qs, c + 1)
and place (n, 0, qs) = 1
  | place (n, k, qs) = tryCols (n, k, qs, 1)

fun queens n = place (n, n, [])

fun main () =
  let
    fun loop n = if n > 12 then ()
                 else (print (Int.toString n ^ " queens: " ^ Int.toString (queens n) ^ "\n");
                       loop (n + 1))
  in loop 4; print ("12 queens again: " ^ Int.toString (queens 12) ^ "\n") end

val _ = main ()
