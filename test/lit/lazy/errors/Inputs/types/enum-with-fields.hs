data Token = Word Int | Stop deriving (Enum)

main = print 1
