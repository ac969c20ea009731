main = print (length [1, 2, 3] + 0.5)
