-- read: Int, Integer beyond 64 bits, Double, lists and pairs, with white space; reads
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/read_numbers_lists.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/read_numbers_lists.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/read_numbers_lists.out %t3.out

main :: IO ()
main = do
  print (read "42" + 1 :: Int)
  print (read " -7 " :: Integer, read "123456789012345678901234567890" :: Integer)
  print (read "3.25" :: Double, read "1e3" :: Double, read "-0.5e-2" :: Double, read "7" :: Double)
  print (read "[1, 2,3]" :: [Int], read "(4,[5.5])" :: (Int, [Double]))
  print (sum (map read (words "1 2 3")) :: Int)
  print ((reads :: String -> [(Int, String)]) "12 rest")
  let table = map (map read . words) ["1 2 3", "40 50"] :: [[Integer]]
  print (table, map sum table)
  print (map (\w -> read w * 2) (words "0.5 1.25") :: [Double])
