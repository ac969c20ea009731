(* Allocates about 2.4 GB over the run (1000 lists of 100000 cons cells, 24
   bytes each) with at most one list live: the collector must keep the
   process small. *)
fun build (0, acc) = acc
  | build (n, acc) = build (n - 1, n :: acc)
fun sum ([], s) = s
  | sum (x :: xs, s) = sum (xs, s + x)
fun loop (0, t) = t
  | loop (k, t) = loop (k - 1, (t + sum (build (100000, []), 0)) mod 1000003)
val _ = print (Int.toString (loop (1000, 0)) ^ "\n")
