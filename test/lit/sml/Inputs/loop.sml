(* 10^8 iterations of tail recursion, and 10^7 tail calls through unknown
   closures (continuation passing): constant stack, profiled or not. *)
fun loop (0, acc) = acc
  | loop (n, acc) = loop (n - 1, acc + n mod 3)

fun ping (0, k) = k 0
  | ping (n, k) = pong (n - 1, fn r => k (r + 1))
and pong (0, k) = k 0
  | pong (n, k) = ping (n - 1, k)

fun bounce (0, f) = f 0
  | bounce (n, f) = f n
val step = ref (fn (n : int) => n)
val _ = step := (fn 0 => 0 | n => bounce (n - 1, !step))

val _ = print (Int.toString (loop (100000000, 0)) ^ "\n")
val _ = print (Int.toString (ping (100000, fn r => r)) ^ "\n")
val _ = print (Int.toString (bounce (10000000, !step)) ^ "\n")
