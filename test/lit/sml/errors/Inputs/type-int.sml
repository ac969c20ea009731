fun id x = x
val s = id "a"
val _ = print "before\n"
val n = s + 1
