f x = x + y
main = print (f 1)
