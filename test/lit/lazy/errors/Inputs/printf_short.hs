import Text.Printf (printf)
main :: IO ()
main = do
  printf "%s and %d\n" "one"
