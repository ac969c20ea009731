double :: Int -> Int
double x = x + x

main = print (let y = double 20 in {-# SCC "use" #-} (y + 1))
