val x = 5
val y = x 3
val () = print (Int.toString y)
