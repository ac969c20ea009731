main = print (1 +)
  where x = (
