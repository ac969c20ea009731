fun f x = f [x]
