root :: Int -> Int
root n = sqrt n

main = print (root 16)
