datatype t = A | B of int
val _ = case B 1 of A => 0 | B => 1
