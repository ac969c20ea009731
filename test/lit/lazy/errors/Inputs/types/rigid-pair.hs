pairUp :: a -> b -> (a, a)
pairUp x y = (x, y)

main = print (pairUp 1 2)
