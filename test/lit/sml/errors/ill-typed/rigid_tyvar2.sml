fun f (x : 'a) = let fun g (y : 'a) = y in g 1 end
