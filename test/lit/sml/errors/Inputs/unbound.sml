fun f x = x + 1
val y = f z
