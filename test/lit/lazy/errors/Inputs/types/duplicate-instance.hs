data T = A | B deriving (Show)

instance Show T where
  show A = "a"
  show B = "b"

main = print A
