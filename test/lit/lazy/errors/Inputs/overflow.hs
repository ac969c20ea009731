main = do
  print (7 `div` (2 :: Int))
  print ((minBound :: Int) `div` (-1))
