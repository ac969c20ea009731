val x = 4611686018427387903
val _ = print (Int.toString (x + 1))
