import Text.Printf (printf)
main :: IO ()
main = do
  printf "%d\n" (5 :: Int) (6 :: Int)
