(* gc_bigarrays.sml - gc-stats.test: 3000 arrays of 100000 elements (2.4 GB
   in all), each dead after one use, and almost no small allocation. *)
fun loop (0, acc) = acc
  | loop (k, acc) = let val a = Array.array (100000, k) in loop (k - 1, acc + Array.sub (a, k mod 100000)) end
val _ = print (Int.toString (loop (3000, 0)) ^ "\n")
