val xs = [1, 2, "three", 4]
val () = print (Int.toString (length xs))
