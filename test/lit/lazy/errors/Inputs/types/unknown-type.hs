count :: Counter -> Int
count _ = 0

main = print 1
