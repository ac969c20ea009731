size (Just _) = 1
size [] = 0

main = print (size Nothing)
