exception Negative of real * string
fun root x = if x < 0.0 then raise Negative (x, "root") else Math.sqrt x
val _ = print (Real.toString (root 2.0) ^ "\n")
val _ = root ~0.25
