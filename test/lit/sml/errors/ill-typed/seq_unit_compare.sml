val b = (print "hi"; 3) = "3"
