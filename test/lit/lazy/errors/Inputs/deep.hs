deep :: Int -> Int
deep 0 = 0
deep n = 1 + deep (n - 1)
main = print (deep 100000000)
