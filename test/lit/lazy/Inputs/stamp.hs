double :: Int -> Int
double x = x + x

main = print (let y = double 20 in {-# SCC "use" #-} (if double 1 > 0 then y + 1 else 0))
