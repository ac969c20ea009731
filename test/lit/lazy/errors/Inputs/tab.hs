f x = case x of
  0 -> 1
	n -> 2
main = print (f 1)
