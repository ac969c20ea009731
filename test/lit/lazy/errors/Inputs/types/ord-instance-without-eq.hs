data V = V Int

instance Ord V where
  compare (V a) (V b) = compare a b

main = print (V 1 < V 2)
