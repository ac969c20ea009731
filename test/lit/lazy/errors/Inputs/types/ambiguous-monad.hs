main :: IO ()
main = print 1

foo = return 1
