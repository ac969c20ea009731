-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/33_graph_search.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/33_graph_search.out %t3.out
module Main where

import qualified Data.Map as Map
import Data.List (sort, nub)
import Data.Maybe (fromMaybe)

type Graph = Map.Map Int [Int]

-- Build an undirected graph from an edge list.
buildGraph :: [(Int, Int)] -> Graph
buildGraph es = Map.map (sort . nub) (foldr addEdge Map.empty es)
  where
    addEdge (a, b) g = Map.insertWith (++) b [a] (Map.insertWith (++) a [b] g)

neighbours :: Graph -> Int -> [Int]
neighbours g v = Map.findWithDefault [] v g

bfs :: Graph -> Int -> [Int]
bfs g start = go [start] [start]
  where
    go [] seen = reverse seen
    go (v:queue) seen =
      let new = [w | w <- neighbours g v, w `notElem` seen]
      in go (queue ++ new) (reverse new ++ seen)

dfs :: Graph -> Int -> [Int]
dfs g start = reverse (go [start] [])
  where
    go [] visited = visited
    go (v:stack) visited
      | v `elem` visited = go stack visited
      | otherwise = go (neighbours g v ++ stack) (v : visited)

-- Shortest path lengths from a source, via BFS layers.
distances :: Graph -> Int -> Map.Map Int Int
distances g s = go (Map.singleton s 0) [s]
  where
    go dist [] = dist
    go dist (v:rest) =
      let d = fromMaybe 0 (Map.lookup v dist)
          fresh = [w | w <- neighbours g v, not (Map.member w dist)]
          dist' = foldr (\w m -> Map.insert w (d + 1) m) dist fresh
      in go dist' (rest ++ fresh)

components :: Graph -> [[Int]]
components g = go (Map.keys g) []
  where
    go [] acc = reverse acc
    go (v:vs) acc
      | any (v `elem`) acc = go vs acc
      | otherwise = go vs (sort (bfs g v) : acc)

pathTo :: Graph -> Int -> Int -> Maybe [Int]
pathTo g from to = go [[from]] [from]
  where
    go [] _ = Nothing
    go (p@(v:_):rest) seen
      | v == to = Just (reverse p)
      | otherwise =
          let next = [w | w <- neighbours g v, w `notElem` seen]
          in go (rest ++ [w : p | w <- next]) (seen ++ next)
    go ([]:rest) seen = go rest seen

main :: IO ()
main = do
  let edges = [(1,2),(1,3),(2,4),(3,4),(4,5),(5,6),(7,8),(8,9),(10,10),(6,1)]
      g = buildGraph edges
  putStrLn "Adjacency:"
  mapM_ (\(k, vs) -> putStrLn ("  " ++ show k ++ " -> " ++ show vs)) (Map.toList g)
  putStrLn ("BFS from 1: " ++ show (bfs g 1))
  putStrLn ("DFS from 1: " ++ show (dfs g 1))
  putStrLn ("Distances from 1: " ++ show (Map.toList (distances g 1)))
  putStrLn ("Components: " ++ show (components g))
  print (pathTo g 2 6)
  print (pathTo g 1 9)
  print (pathTo g 7 9)
  print (Map.size g, length (Map.elems g), sum (map length (Map.elems g)))
