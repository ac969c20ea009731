fun f (x : int option) = x + 1
