-- user data: a polymorphic binary search tree (insert, member, toList, depth, size, fold, map, show)
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/data_tree_bst.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/data_tree_bst.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/data_tree_bst.out %t3.out


data Tree a = Leaf | Node (Tree a) a (Tree a) deriving Show

insert :: Int -> Tree Int -> Tree Int
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l v r)
  | x < v = Node (insert x l) v r
  | x > v = Node l v (insert x r)
  | otherwise = t

fromList :: [Int] -> Tree Int
fromList xs = foldl (flip insert) Leaf xs

member :: Int -> Tree Int -> Bool
member _ Leaf = False
member x (Node l v r)
  | x < v = member x l
  | x > v = member x r
  | otherwise = True

toList :: Tree a -> [a]
toList Leaf = []
toList (Node l v r) = toList l ++ [v] ++ toList r

depth :: Tree a -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

size :: Tree a -> Int
size Leaf = 0
size (Node l _ r) = size l + 1 + size r

foldTree :: (b -> a -> b -> b) -> b -> Tree a -> b
foldTree _ z Leaf = z
foldTree f z (Node l v r) = f (foldTree f z l) v (foldTree f z r)

mapTree :: (a -> b) -> Tree a -> Tree b
mapTree _ Leaf = Leaf
mapTree f (Node l v r) = Node (mapTree f l) (f v) (mapTree f r)

mirror :: Tree a -> Tree a
mirror Leaf = Leaf
mirror (Node l v r) = Node (mirror r) v (mirror l)

minElem :: Tree Int -> Maybe Int
minElem Leaf = Nothing
minElem (Node Leaf v _) = Just v
minElem (Node l _ _) = minElem l

-- pseudo-random keys
keys :: [Int]
keys = take 200 (iterate (\x -> (x * 75 + 74) `mod` 65537) 12345)

main = do
  let small = fromList [2, 1, 3]
  print small
  print (mirror small)
  print (mapTree (\x -> x * 10 > 15) small)
  let t = fromList [50, 30, 70, 20, 40, 60, 80, 30, 65]
  print (toList t)
  print (depth t, size t)
  print (map (\k -> member k t) [20, 25, 65, 90])
  print (foldTree (\a v b -> a + v + b) 0 t)
  print (minElem t, minElem Leaf)
  let big = fromList keys
  print (size big, depth big)
  print (take 10 (toList big))
  print (toList (mirror small) == reverse (toList small))
  print (foldTree (\a _ b -> a + b + 1) 0 big == length (toList big))
