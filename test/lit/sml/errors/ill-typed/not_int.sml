val b = not 1
