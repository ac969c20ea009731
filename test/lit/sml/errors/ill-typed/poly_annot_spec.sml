val f : 'a -> 'a = fn x => x + 1
