val _ = print "start\n"
fun fact 0 = 1 | fact n = n * fact (n - 1)
val _ = raise Fail ("no " ^ Int.toString (fact 3))
