double :: Int -> Int
double x = 2 * x

main = print (double 1 2)
