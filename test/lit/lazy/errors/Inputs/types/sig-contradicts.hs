isBig :: Int -> Bool
isBig x = x + 1

main = print (isBig 3)
