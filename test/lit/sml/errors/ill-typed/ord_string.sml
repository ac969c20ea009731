val n = ord "a"
val () = print (Int.toString n)
