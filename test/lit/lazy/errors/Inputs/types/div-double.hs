half :: Double -> Double
half x = x `div` 2

main = print (half 3)
