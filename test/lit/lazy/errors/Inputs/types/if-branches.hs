pick :: Bool -> Int
pick b = if b then 1 else "no"

main = print (pick True)
