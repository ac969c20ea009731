fun add3 (a, b, c) = a + b + c
val r = add3 (1, 2)
