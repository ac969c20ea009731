data Handler = Handler (Int -> Int) deriving (Show)

main = print (Handler (+ 1))
