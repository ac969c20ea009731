val h = fn f => (f 1, f "a")
