half :: Int -> Int
half n = n `div` 2

wrong1 = half True

wrong2 = not (half 3)

main = print (half 10)
