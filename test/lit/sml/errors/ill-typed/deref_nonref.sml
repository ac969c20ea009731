val x = 5
val y = !x + 1
