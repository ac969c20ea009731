-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/58_dijkstra_routes.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/58_dijkstra_routes.out %t3.out
module Main where

import qualified Data.Map as M
import Data.List (foldl', minimumBy, intercalate)
import Data.Ord (comparing)
import Data.Maybe (fromMaybe)

type City = String
type Graph = M.Map City [(City, Int)]

roads :: [(City, City, Int)]
roads =
  [ ("Amsterdam", "Berlin", 655), ("Amsterdam", "Brussels", 210), ("Brussels", "Paris", 310)
  , ("Paris", "Lyon", 465), ("Lyon", "Milan", 440), ("Berlin", "Prague", 350)
  , ("Prague", "Vienna", 330), ("Vienna", "Milan", 860), ("Munich", "Vienna", 435)
  , ("Munich", "Milan", 490), ("Berlin", "Munich", 585), ("Paris", "Munich", 840)
  , ("Brussels", "Cologne", 210), ("Cologne", "Berlin", 575), ("Cologne", "Munich", 575)
  , ("Lisbon", "Madrid", 625) ]

mkGraph :: [(City, City, Int)] -> Graph
mkGraph = foldl' add M.empty
  where
    add g (a, b, d) = M.insertWith (++) b [(a, d)] (M.insertWith (++) a [(b, d)] g)

-- Dijkstra using a Map as the frontier (simple, O(n^2)-ish but clear).
dijkstra :: Graph -> City -> M.Map City (Int, City)
dijkstra g src = go (M.singleton src (0, src)) M.empty
  where
    go frontier done
      | M.null frontier = done
      | otherwise =
          let (city, (d, prev)) = minimumBy (comparing (fst . snd)) (M.toList frontier)
              done' = M.insert city (d, prev) done
              edges = [ (n, (d + w, city)) | (n, w) <- M.findWithDefault [] city g
                                           , not (M.member n done') ]
              frontier' = foldl' relax (M.delete city frontier) edges
          in go frontier' done'
    relax f (n, cand@(d, _)) = M.alter (keepBest d cand) n f
    keepBest _ cand Nothing = Just cand
    keepBest d cand (Just old@(d', _)) = Just (if d < d' then cand else old)

pathTo :: M.Map City (Int, City) -> City -> Maybe [City]
pathTo info dest
  | not (M.member dest info) = Nothing
  | otherwise = Just (reverse (walk dest))
  where
    walk c = case M.lookup c info of
      Just (_, p) | p /= c -> c : walk p
      _ -> [c]

route :: Graph -> City -> City -> String
route g a b = case pathTo info b of
  Nothing -> a ++ " -> " ++ b ++ ": unreachable"
  Just p -> a ++ " -> " ++ b ++ ": " ++ intercalate " > " p
            ++ " (" ++ show (fst (fromMaybe (0, "") (M.lookup b info))) ++ " km)"
  where info = dijkstra g a

main :: IO ()
main = do
  let g = mkGraph roads
  putStrLn ("cities: " ++ show (M.size g))
  mapM_ (\(c, ns) -> putStrLn (c ++ ": " ++ show (length ns) ++ " roads")) (M.toList g)
  putStrLn (route g "Amsterdam" "Milan")
  putStrLn (route g "Paris" "Prague")
  putStrLn (route g "Lyon" "Berlin")
  putStrLn (route g "Vienna" "Vienna")
  putStrLn (route g "Amsterdam" "Lisbon")
  let fromAms = dijkstra g "Amsterdam"
  mapM_ (\(c, (d, _)) -> putStrLn ("  " ++ c ++ " " ++ show d)) (M.toList fromAms)
  let total = sum [d | (_, _, d) <- roads]
  print (total, M.foldr (\(d, _) acc -> max d acc) 0 fromAms)
  print (M.keys (M.filter (\(d, _) -> d < 800) fromAms))
