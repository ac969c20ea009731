data V = V Int

instance Show V where
  show (V n) = n

main = print (V 1)
