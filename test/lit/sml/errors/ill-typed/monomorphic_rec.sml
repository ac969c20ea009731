fun g x = (g 1; g "a"; x)
