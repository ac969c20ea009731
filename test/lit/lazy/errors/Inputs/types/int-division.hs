average :: [Int] -> Int
average xs = sum xs / length xs

main = print (average [1, 2, 3])
