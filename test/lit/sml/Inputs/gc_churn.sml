(* gc_churn.sml - gc-stats.test: about 100 MB of lists that die young,
   next to one list that lives throughout. *)
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
fun sum xs = foldl (op +) 0 xs
val keep = upto (1, 1000)
fun loop (0, acc) = acc
  | loop (k, acc) = loop (k - 1, (acc + sum (upto (k, k + 99))) mod 1000003)
val _ = print (Int.toString (loop (40000, 0)) ^ " " ^ Int.toString (sum keep) ^ "\n")
