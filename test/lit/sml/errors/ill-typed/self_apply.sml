fun f x = x x
