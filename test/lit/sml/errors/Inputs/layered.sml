(* only a variable can be layered *)
fun f ((a, b) as p) = p
