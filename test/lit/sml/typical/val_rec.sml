(* Functions written with val rec and fn, plus generic combinators *)
val rec fact = fn 0 => 1 | n => n * fact (n - 1)

val rec len = fn [] => 0 | _ :: t => 1 + len t

val square = fn x : int => x * x
fun id x = x
fun const x _ = x
fun flip f (x, y) = f (y, x)

val rec gcd = fn (a, 0) => a | (a, b) => gcd (b, a mod b)

val () = print ("fact 10 = " ^ Int.toString (fact 10) ^ "\n")
val () = print ("len = " ^ Int.toString (len [#"a", #"b", #"c"]) ^ "\n")
val () = print ("square 12 = " ^ Int.toString (square 12) ^ "\n")
val () = print ("id: " ^ id "same" ^ " " ^ Int.toString (id 7) ^ "\n")
val () = print ("const: " ^ Int.toString (const 1 "ignored") ^ "\n")
val () = print ("flip sub: " ^ Int.toString (flip op- (3, 10)) ^ "\n")
val () = print ("flip cons: " ^ String.concatWith "," (map Int.toString (flip op:: ([2, 3], 1))) ^ "\n")
val () = print ("gcd 84 36 = " ^ Int.toString (gcd (84, 36)) ^ "\n")

val classify = fn n => case Int.compare (n, 0) of LESS => "negative" | EQUAL => "zero" | GREATER => "positive"
val () = app (fn n => print (Int.toString n ^ " " ^ classify n ^ "\n")) [~5, 0, 5]

val apply = fn (f, x) => f x
val () = print ("apply: " ^ Bool.toString (apply (not, false)) ^ "\n")
