fun avg (s, n) = s div n
val _ = print (Int.toString (avg (10, 0)))
