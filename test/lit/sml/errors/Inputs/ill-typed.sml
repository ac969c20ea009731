(* six programs Poly/ML rejects, in one: the first five errors are reported *)
val a = 1 + "two"
fun f x = if x then 1 else "one"
val l = [1, "a", 3]
fun never (x : int) = x ^ "s"
datatype shape = Circle of int | Rect of int * int
val s = Circle "big"
val n : string = 42
