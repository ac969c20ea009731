-- List comprehensions by Wadler's translation (Lower.cpp, comprehension):
-- each generator is a local function that conses its results and recurses
-- on the rest of its list; the Report's concatMap (a call through
-- lazy.apply, a singleton list and an append per element) is not used. A
-- generator whose pattern can fail skips the element. A generator over a
-- String, and printf typed by the comprehension's use (the generator is
-- not generalized, as the Report's lambda was not). Output: GHC 9.0's.
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/listcomp_translation.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/listcomp_translation.out %t3.out
-- RUN: %lazyc -S -emit-llvm %s -o %t.ll && FileCheck %s < %t.ll
-- CHECK-LABEL: define internal tailcc ptr @pairs(
-- CHECK-NOT:   concatMap
-- CHECK:       call tailcc ptr @"pairs.gen%[[G:[0-9]+]]"(
-- CHECK-NOT:   concatMap
-- CHECK:       define internal tailcc ptr @"pairs.gen%[[G]]"(
-- CHECK-NOT:   concatMap
-- CHECK:       @"pairs.gen%[[G]].gen%[[H:[0-9]+]]"
-- CHECK-NOT:   concatMap
-- CHECK:       define internal tailcc ptr @"pairs.gen%[[G]].gen%[[H]]"(
-- CHECK-NOT:   concatMap
-- CHECK:       call tailcc ptr @"pairs.gen%[[G]].gen%[[H]]"(
-- CHECK-NOT:   concatMap
-- CHECK-LABEL: define {{.*}}@justs(
import Text.Printf (printf)

pairs :: Int -> [(Int, Int)]
pairs n = [ (x, y) | x <- [1 .. n], odd x, y <- [x .. n] ]

justs :: [Maybe Int] -> [Int]
justs ms = [ x * k | Just x <- ms, let k = x + 1, x > 1 ]

rows :: [(String, Int)] -> [String]
rows rs = [ printf "%-5s%3d" name k | (name, k) <- rs ]

main :: IO ()
main = do
  print (pairs 5)
  print (justs [Just 1, Nothing, Just 3, Just 4, Nothing])
  print [ c | c <- "comprehension", c `notElem` "aeiou" ]
  mapM_ putStrLn (rows [("one", 1), ("two", 22)])
  print (take 4 [ (a, b) | a <- [1 :: Int ..], b <- "xy" ])
  print (length [ () | _ <- [1 .. 200000 :: Int] ])
  print [ [ d | d <- [1 .. n], n `mod` d == 0 ] | n <- [1 .. 6 :: Int] ]
