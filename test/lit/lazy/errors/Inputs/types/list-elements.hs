main = print [1, 2, True]
