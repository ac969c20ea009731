main = print (1 + True)
