main = print (head ([] :: [Int]))
