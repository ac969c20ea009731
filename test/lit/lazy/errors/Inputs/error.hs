safeDiv _ 0 = error "division by zero requested"
safeDiv a b = a `div` b
main = do
  print (safeDiv 10 2)
  print (safeDiv 1 0)
