(* Higher-order functions: compose, curry, iterate *)
fun compose (f, g) x = f (g x)
fun twice f = f o f
fun curry f x y = f (x, y)
fun uncurry f (x, y) = f x y
fun iterate (f, 0) x = x
  | iterate (f, n) x = iterate (f, n - 1) (f x)

val inc = fn x => x + 1
val double = fn x => 2 * x
val () = print ("compose: " ^ Int.toString (compose (inc, double) 5) ^ "\n")
val () = print ("o:       " ^ Int.toString ((double o inc) 5) ^ "\n")
val () = print ("twice:   " ^ Int.toString (twice double 3) ^ "\n")
val add = curry op+
val add10 = add 10
val () = print ("curry:   " ^ Int.toString (add10 7) ^ "\n")
val () = print ("uncurry: " ^ Int.toString (uncurry (fn a => fn b => a * b) (6, 7)) ^ "\n")
val () = print ("iterate: " ^ Int.toString (iterate (double, 10) 1) ^ "\n")

fun mapPair f (a, b) = (f a, f b)
val (x, y) = mapPair String.size ("hello", "functional")
val () = print ("mapPair: " ^ Int.toString x ^ " " ^ Int.toString y ^ "\n")

val pipeline = List.foldl (op o) (fn x => x) [inc, double, inc]
val () = print ("pipeline 4: " ^ Int.toString (pipeline 4) ^ "\n")

fun countIf p = foldl (fn (x, n) => if p x then n + 1 else n) 0
val () = print ("countIf even: " ^ Int.toString (countIf (fn x => x mod 2 = 0) [1, 2, 3, 4, 5, 6]) ^ "\n")
val adders = map (fn k => fn x => x + k) [1, 2, 3]
val () = print ("adders: " ^ String.concatWith " " (map (fn f => Int.toString (f 100)) adders) ^ "\n")
