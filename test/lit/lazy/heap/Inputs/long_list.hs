-- lazy/heap/nursery.test: a list that lives to the end, so nearly all that
-- a minor collection finds in the eden survives it.
main :: IO ()
main = do
  let xs = [1 .. 2000000] :: [Int]
  print (length xs)
  print (sum xs)
