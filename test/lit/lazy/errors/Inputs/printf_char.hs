import Text.Printf (printf)
main :: IO ()
main = do
  printf "%5.1f|%q\n" (1.25 :: Double) (2 :: Int)
