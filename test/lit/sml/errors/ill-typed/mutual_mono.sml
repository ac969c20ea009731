fun f x = x + 1
and g y = f "s"
