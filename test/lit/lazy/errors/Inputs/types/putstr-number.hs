main = putStrLn (1 + 2)
