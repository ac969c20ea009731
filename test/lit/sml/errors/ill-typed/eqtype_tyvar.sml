fun same (x : 'a) = x = x
