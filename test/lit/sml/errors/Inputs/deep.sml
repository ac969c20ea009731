fun deep 0 = 0 | deep n = 1 + deep (n - 1)
val _ = print (Int.toString (deep 100000000))
