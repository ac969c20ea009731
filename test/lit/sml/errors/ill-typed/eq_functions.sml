fun inc x = x + 1
val same = inc = inc
val () = print (Bool.toString same)
