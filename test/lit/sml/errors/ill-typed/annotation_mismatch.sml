val n : int = "hello"
val () = print "done\n"
