-- constructors as functions (partial application, map/zipWith of constructors) and structural ==, /=, < on lists, tuples and Maybe
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/constructors_structural_eq.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/constructors_structural_eq.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/constructors_structural_eq.out %t3.out


data Shape = Sq Int | Re Int Int deriving Show

data Tree = Leaf | Node Tree Int Tree deriving Show

area :: Shape -> Int
area (Sq s) = s * s
area (Re w h) = w * h

build :: [Int] -> Tree
build [] = Leaf
build (x:xs) = Node Leaf x (build xs)

main = do
  print (map Just [1, 2, 3])
  print (map Sq [1, 2], map (Re 2) [3, 4])
  print (zipWith Re [1, 2] [5, 6])
  print (map area (zipWith Re [1, 2, 3] [4, 5, 6] ++ map Sq [7]))
  print (build [1, 2])
  let mk = Node Leaf
  print (mk 5 Leaf)
  print (foldr (\x t -> Node t x Leaf) Leaf [1, 2])
  print ([1, 2, 3] == [1, 2, 3], [1, 2] == [1, 2, 3], [1, 2] /= [2, 1])
  print ((1, True) == (1, True), (1, [2]) /= (1, [3]), Just [1] == Just [1], Nothing == Just 1)
  print ([1, 2] < [1, 3], [1, 2] < [1], [] < [1], (2, 1) > (1, 9), (1, 2) <= (1, 2))
  print (Just 1 < Just 2, Nothing < Just 0, max (Just 3) Nothing, minimum [[3], [1, 2], [1]])
  print (maximum [(1, 9), (2, 0), (2, -1)], [[1, 2], [3]] == [[1, 2], [3]])
  print (elem (2, 3) (zip [1 ..] [2 .. 5]), lookup [1, 2] [([1], 0), ([1, 2], 5)])
