-- Text.Printf's printf (as base 4.15 formats: shortest digits rounded half
-- to even, %e without padding of the exponent, %g switching at 0.1 and 10^7;
-- IO and String results) and Semigroup/Monoid (lists, Ordering, Maybe,
-- functions, pairs). Output: GHC 9.0's (errors/ghc-golden.test).
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/printf_monoid.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/printf_monoid.out %t3.out
import Text.Printf (printf)
import Data.List (sortBy)
import Data.Ord (comparing)

table :: [(String, Int, Double)] -> [String]
table rows = [printf "%-6s|%4d|%8.3f" n k x | (n, k, x) <- rows]

main :: IO ()
main = do
  printf "%d %5d|%-5d|%05d %+d % d %x %X %o %#x\n" (42 :: Int) (7 :: Int) (7 :: Int) (-42 :: Int) (3 :: Int) (3 :: Int) (255 :: Int) (255 :: Int) (8 :: Int) (255 :: Int)
  printf "%s|%10s|%-10s|%.2s|%c|%5c|\n" "abc" "right" "left" "truncate" 'x' 'y'
  printf "%f %f %f %f\n" (1/3 :: Double) (2.5 :: Double) (1e7 :: Double) (0.001 :: Double)
  printf "%.2f %.2f %.2f %.0f %.0f %.1f %.3f\n" (2.675 :: Double) (0.125 :: Double) (1.005 :: Double) (0.5 :: Double) (1.5 :: Double) (-0.05 :: Double) (123.4567 :: Double)
  printf "%e %.3e %.0e %E %e\n" (1234.5 :: Double) (0.000123456 :: Double) (9.99 :: Double) (1.5e-10 :: Double) (0 :: Double)
  printf "%g %g %g %.3g %g\n" (0.5 :: Double) (1e8 :: Double) (123456.0 :: Double) (3.14159 :: Double) (0.01 :: Double)
  printf "%8.3f|%-8.2f|%08.2f|%+.1f\n" (3.14159 :: Double) (2.5 :: Double) (-2.5 :: Double) (1.25 :: Double)
  printf "%d %d%%\n" (123456789012345678901234567890 :: Integer) (50 :: Int)
  let s = printf "%d-%s" (1 :: Int) "x" :: String
  putStrLn s
  printf "%v %v %v %v\n" (1 :: Int) (2.5 :: Double) "str" 'c'
  printf "%d %c\n" 'A' (66 :: Int)
  printf "plain\n"
  mapM_ (printf "item %d\n") [1, 2, 3 :: Int]
  printf "%5.1f%%\n" (12.345 :: Double)
  printf "%.3f %.3f\n" (0.0005 :: Double) (0.9995 :: Double)
  printf "%.0f %.0f %.0f %f %f %.1f\n" (2.5 :: Double) (3.5 :: Double) (-0.0 :: Double) (1e22 :: Double) (123456789.125 :: Double) (0.05 :: Double)
  printf "%.10f|%12.4e|%-12g|\n" (1/7 :: Double) (-6.02e23 :: Double) (2.0e-5 :: Double)
  printf "%3s|%-3s|%s\n" "toolong" "ab" ""
  let xs = [1.5, 2.25, 10] :: [Double]
  mapM_ (\(i, x) -> printf "%2d: %6.2f\n" i x) (zip [1 :: Int ..] xs)
  printf "%d items\n" (length xs)
  printf "%s %d\n" (show (3 :: Int)) (fromIntegral (length xs) * 2 :: Integer)
  print (compare 1 2 <> compare 3 3, EQ <> GT, mconcat [EQ, EQ, LT])
  print ([1, 2] <> [3], "ab" <> "cd", mempty :: String)
  print (Just [1] <> Nothing <> Just [2, 3], (Nothing :: Maybe String) <> Nothing)
  print (sortBy (comparing snd <> comparing fst) [(3, 'a'), (1, 'b'), (2, 'a')])
  print (("x", "y") <> ("1", "2"), mconcat ["a", "b", "c"])
  print (mappend [1] [2 :: Int])
  mapM_ putStrLn (table [("one", 1, 1 / 3), ("two", 22, 2.0005), ("three", -3, -1e-4)])
