classify :: Int -> String
classify n
  | n = "yes"
  | otherwise = "no"

main = putStrLn (classify 1)
