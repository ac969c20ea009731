inc :: a -> a
inc x = x + 1

main = print (inc 3)
