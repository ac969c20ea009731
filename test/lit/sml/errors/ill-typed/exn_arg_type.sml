exception Bad of int
fun f () = raise Bad "oops"
