helper :: Int -> Int

main = print 1
