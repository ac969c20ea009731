val s = foldl (fn (x, acc) => acc ^ x) 0 ["a", "b"]
