datatype t = A of int
fun get (A n) = n
datatype t = A of string
val z = get (A "s")
