-- Control.Monad and Data.Ord over IO, putStr, string gaps, divMod and quotRem
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/monad_ord_gaps.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/monad_ord_gaps.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/monad_ord_gaps.out %t3.out

import Control.Monad
import Data.Ord (comparing)
import Data.List (sortBy, (\\))

banner :: String
banner = "multi\
         \line"

main :: IO ()
main = do
  putStr "no newline, "
  putStrLn banner
  forM_ [1, 2, 3] $ \i -> when (odd i) (print i)
  unless False (putStrLn "unless")
  xs <- forM [1, 2] (\i -> return (i * 10))
  print xs
  replicateM_ 2 (putStr "ab")
  putStrLn ""
  total <- foldM (\acc x -> do { print acc; return (acc + x) }) 0 [5, 6]
  print total
  zipWithM_ (\a b -> print (a, b)) "xy" [True, False]
  print (sortBy (comparing snd) [(1, 'c'), (2, 'a'), (3, 'b')], [1, 2, 3, 4] \\ [2, 4])
  print (17 `divMod` 5, (-17) `divMod` 5, (-17) `quotRem` 5)
