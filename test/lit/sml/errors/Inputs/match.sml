fun f 0 = "zero"
  | f 1 = "one"
val _ = print (f 0 ^ "\n")
val _ = print (f 2 ^ "\n")
