val x = let datatype t = A | B of int in B 3 end
fun f () = let datatype u = U in (U, 1) end
val y = let datatype v = V of int fun g (V n) = n in g (V 4) end
val _ = print (Int.toString y ^ "\n")
