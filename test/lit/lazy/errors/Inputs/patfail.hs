classify :: Int -> Int
classify 0 = 10
classify 1 = 20
main = do
  print (classify 1)
  print (classify 5)
