val x = 1 + "two"
val () = print (Int.toString x)
