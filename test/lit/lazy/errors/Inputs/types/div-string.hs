main = print ("ab" `div` 2)
