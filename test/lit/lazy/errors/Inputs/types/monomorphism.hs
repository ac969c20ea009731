n = 5

main = do
  print (n + length [True])
  print (n + (2 :: Integer))
