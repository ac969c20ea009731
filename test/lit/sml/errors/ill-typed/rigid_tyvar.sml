fun f (x : 'a) : 'a = x + 1
