twice :: Int -> Int
twice x = x + x

main :: IO ()
main = print (twice (3 * 7))
