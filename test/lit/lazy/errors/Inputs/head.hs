main = print (head [])
