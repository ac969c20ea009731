data Size = Small | Large deriving (Ord, Show)

main = print (Small < Large)
