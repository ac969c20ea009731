main = putStrLn (show [])
