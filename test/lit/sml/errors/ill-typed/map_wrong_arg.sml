val xs = map (fn x => x + 1) ["a", "b"]
