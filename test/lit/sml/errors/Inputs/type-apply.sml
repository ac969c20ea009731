fun twice f x = f (f x)
val _ = print "before\n"
val n = twice 3 4
