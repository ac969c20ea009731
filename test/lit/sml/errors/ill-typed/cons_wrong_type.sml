val xs = "zero" :: [1, 2, 3]
val () = print (Int.toString (hd xs))
