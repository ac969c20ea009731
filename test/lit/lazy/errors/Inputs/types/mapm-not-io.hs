main = mapM_ (\x -> x + 1) [1, 2, 3]
