val pairs = [(1, "one"), ("two", 2)]
