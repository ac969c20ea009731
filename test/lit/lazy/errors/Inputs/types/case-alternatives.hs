describe :: Int -> String
describe n = case n of
  0 -> "zero"
  _ -> n

main = putStrLn (describe 0)
