member :: a -> [a] -> Bool
member x ys = any (== x) ys

main = print (member 2 [1, 2, 3])
