(* gc_deep.sml - gc-stats.test: short-lived garbage made at the bottom of
   a 300000-frame non-tail recursion. *)
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
fun sum xs = foldl (op +) 0 xs
fun churn (0, acc) = acc
  | churn (k, acc) = churn (k - 1, (acc + sum (upto (1, 100))) mod 1000003)
fun deep 0 = churn (40000, 0)
  | deep n = 1 + deep (n - 1)
val _ = print (Int.toString (deep 300000) ^ "\n")
