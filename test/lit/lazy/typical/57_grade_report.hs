-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/57_grade_report.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/57_grade_report.out %t3.out
module Main where

import Text.Printf (printf)
import Data.List (sortBy, partition, maximumBy, minimumBy)
import Data.Ord (comparing)

data Student = Student
  { studentName :: String
  , scores :: [Int]
  } deriving Show

data Grade = F | D | C | B | A
  deriving (Show, Eq, Ord, Enum, Bounded)

students :: [Student]
students =
  [ Student "Alice" [92, 88, 95, 79]
  , Student "Bob" [65, 70, 58, 72]
  , Student "Charlotte" [78, 85, 80, 90]
  , Student "Dmitri" [55, 40, 62, 48]
  , Student "Eun-ji" [99, 97, 100, 94]
  , Student "Farouk" [81, 79, 85, 88]
  , Student "Grace" [70, 68, 74, 61]
  ]

weights :: [Double]
weights = [0.2, 0.2, 0.25, 0.35]

weightedAverage :: [Int] -> Double
weightedAverage xs = sum (zipWith (\w x -> w * fromIntegral x) weights xs)

letter :: Double -> Grade
letter avg
  | avg >= 90 = A
  | avg >= 80 = B
  | avg >= 70 = C
  | avg >= 60 = D
  | otherwise = F

mean :: [Double] -> Double
mean xs = sum xs / fromIntegral (length xs)

main :: IO ()
main = do
  printf "%-10s %5s %5s %5s %5s %7s %s\n" "Name" "T1" "T2" "T3" "Final" "Avg" "Grade"
  putStrLn (replicate 50 '-')
  let rows = [(s, weightedAverage (scores s)) | s <- students]
  mapM_ (\(s, avg) -> do
           printf "%-10s" (studentName s)
           mapM_ (printf " %5d") (scores s)
           printf " %7.2f %s\n" avg (show (letter avg)))
        rows
  putStrLn (replicate 50 '-')
  let avgs = map snd rows
  printf "class average: %.2f\n" (mean avgs)
  let (best, bestAvg) = maximumBy (comparing snd) rows
      (worst, worstAvg) = minimumBy (comparing snd) rows
  printf "top student:   %s (%.1f)\n" (studentName best) bestAvg
  printf "needs help:    %s (%.1f)\n" (studentName worst) worstAvg
  let (passing, failing) = partition ((>= 60) . snd) rows
  printf "%d passing, %d failing\n" (length passing) (length failing)
  putStrLn "Grade distribution:"
  mapM_ (\g -> do
           let n = length [() | (_, a) <- rows, letter a == g]
           printf "  %s: %-8s(%d)\n" (show g) (replicate n '*') n)
        (reverse [minBound .. maxBound :: Grade])
  putStrLn "Ranking:"
  mapM_ (\(i, (s, a)) -> printf "%3d. %-10s %6.2f\n" (i :: Int) (studentName s) a)
        (zip [1 ..] (sortBy (flip (comparing snd)) rows))
  let testAvgs = map (\i -> mean [fromIntegral (scores s !! i) | s <- students]) [0 .. 3]
  mapM_ (\(i, a) -> printf "test %d mean %6.3f\n" (i :: Int) (a :: Double)) (zip [1 ..] testAvgs)
  printf "%s scored %d%% on the final\n" "Eun-ji" (last (scores (students !! 4)))
