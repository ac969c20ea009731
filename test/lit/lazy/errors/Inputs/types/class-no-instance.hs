class C a where
  m :: a -> Int
main = print (m True)
