-- Pattern guards (Haskell 2010): `pat <- e`, `let` and Bool qualifiers in
-- a guard, in equations and case alternatives; the next guard or equation
-- when one fails.
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/pattern_guards.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/pattern_guards.out %t3.out
import qualified Data.Map as M
classify :: M.Map String Int -> String -> String
classify m k
  | Just v <- M.lookup k m, v > 10 = k ++ " big " ++ show v
  | Just v <- M.lookup k m, let w = v * 2, w > 4 = k ++ " doubled " ++ show w
  | Just _ <- M.lookup k m = k ++ " small"
  | otherwise = k ++ " missing"
f :: [Int] -> String
f xs = case xs of
  (x:_) | x > 0, even x -> "positive even"
        | x > 0 -> "positive"
  [] -> "empty"
  _ -> "other"
main = do
  let m = M.fromList [("a", 20), ("b", 3), ("c", 1)]
  mapM_ (putStrLn . classify m) ["a", "b", "c", "d"]
  mapM_ (putStrLn . f) [[2], [3], [], [-1]]
