swap :: (a, b) -> (b, a)
swap (x, y) = (y, x)

main = print (swap (1, 2, 3))
