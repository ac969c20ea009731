val least = ~4611686018427387904
val _ = print (Int.toString (abs (least + 1)) ^ "\n")
val n = abs least
