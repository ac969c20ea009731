main = print (not 3)
