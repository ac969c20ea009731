(* typed_codegen.sml - typed-ir.test: comparisons, equality and matches
   whose code the types decide. *)
fun imax (a : int, b) = if a < b then b else a
fun slt (a : string, b) = a < b
fun ieq (a : int, b) = a = b
fun ceq (a : char, b) = a <> b
fun peq (a, b) = a = b
fun len [] = 0 | len (_ :: t) = 1 + len t
datatype shape = Dot | Circle of int | Rect of int * int
fun area Dot = 0 | area (Circle r) = 3 * r * r | area (Rect (w, h)) = w * h
val _ = print (Int.toString (imax (3, 4) + len [1, 2] + area (Rect (2, 3))) ^ Bool.toString (slt ("a", "b") andalso ieq (1, 1) andalso ceq (#"a", #"b") andalso peq ([1], [1])) ^ "\n")
