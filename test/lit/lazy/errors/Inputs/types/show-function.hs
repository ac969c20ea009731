main = print (map (+ 1))
