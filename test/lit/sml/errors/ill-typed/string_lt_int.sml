val b = "abc" < 5
val () = print (Bool.toString b)
