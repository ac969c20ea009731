-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/32_leftist_heap.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/32_leftist_heap.out %t3.out
module Main where

import Data.List (unfoldr, foldl')

-- A leftist heap used as a min priority queue.
data Heap a = Empty | Node Int a (Heap a) (Heap a)
  deriving Show

rank :: Heap a -> Int
rank Empty = 0
rank (Node r _ _ _) = r

makeNode :: a -> Heap a -> Heap a -> Heap a
makeNode x a b
  | rank a >= rank b = Node (rank b + 1) x a b
  | otherwise        = Node (rank a + 1) x b a

merge :: Ord a => Heap a -> Heap a -> Heap a
merge Empty h = h
merge h Empty = h
merge h1@(Node _ x l1 r1) h2@(Node _ y l2 r2)
  | x <= y    = makeNode x l1 (merge r1 h2)
  | otherwise = makeNode y l2 (merge h1 r2)

singleton :: a -> Heap a
singleton x = Node 1 x Empty Empty

insert :: Ord a => a -> Heap a -> Heap a
insert x = merge (singleton x)

findMin :: Heap a -> Maybe a
findMin Empty = Nothing
findMin (Node _ x _ _) = Just x

deleteMin :: Ord a => Heap a -> Maybe (a, Heap a)
deleteMin Empty = Nothing
deleteMin (Node _ x l r) = Just (x, merge l r)

fromList :: Ord a => [a] -> Heap a
fromList = foldl' (flip insert) Empty

toSortedList :: Ord a => Heap a -> [a]
toSortedList = unfoldr deleteMin

size :: Heap a -> Int
size Empty = 0
size (Node _ _ l r) = 1 + size l + size r

-- Tasks with priorities, scheduled in priority order.
data Task = Task { priority :: Int, taskName :: String }
  deriving (Show, Eq)

instance Ord Task where
  compare a b = compare (priority a, taskName a) (priority b, taskName b)

-- k smallest elements of a list using the heap
smallestK :: Ord a => Int -> [a] -> [a]
smallestK k = take k . toSortedList . fromList

main :: IO ()
main = do
  let nums = [42, 7, 19, 3, 88, 23, 7, 56, 1, 34, 12] :: [Int]
      h = fromList nums
  print (findMin h)
  print (size h, rank h)
  print (toSortedList h)
  print (smallestK 4 nums)
  print (findMin (Empty :: Heap Int))
  let h2 = merge h (fromList [0, 100, 50])
  print (toSortedList h2)
  case deleteMin h2 of
    Just (m, rest) -> putStrLn ("removed " ++ show m ++ ", next " ++ show (findMin rest))
    Nothing -> putStrLn "empty"
  let tasks = [ Task 3 "write report", Task 1 "fix outage", Task 2 "review PR"
              , Task 5 "lunch", Task 1 "call boss", Task 4 "email" ]
      queue = fromList tasks
  mapM_ (\t -> putStrLn (show (priority t) ++ " " ++ taskName t)) (toSortedList queue)
  print (toSortedList (fromList "leftistheap"))
  -- heap sort of a larger pseudo-random sequence
  let xs = take 20 (iterate (\x -> (x * 1103 + 12345) `mod` 1000) 17) :: [Int]
  print xs
  print (toSortedList (fromList xs))
