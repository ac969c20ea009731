val a = 1 + 2.5
val b = 7 / 2
val c = 1.0 = 1.0
val d = floor 3
fun half x = x / 2.0
val e = half 4
val f = "x" < 2.0
