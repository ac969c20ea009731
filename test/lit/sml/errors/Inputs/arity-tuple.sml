fun add (a, b) = a + b
val _ = add (1, 2, 3)
