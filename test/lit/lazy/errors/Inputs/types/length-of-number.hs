main = print (length 5)
