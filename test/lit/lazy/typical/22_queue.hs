-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/22_queue.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/22_queue.out %t3.out
module Main where

data Queue a = Queue [a] [a]

emptyQ :: Queue a
emptyQ = Queue [] []

push :: a -> Queue a -> Queue a
push x (Queue f b) = Queue f (x : b)

pop :: Queue a -> Maybe (a, Queue a)
pop (Queue [] []) = Nothing
pop (Queue [] b) = pop (Queue (reverse b) [])
pop (Queue (x:f) b) = Just (x, Queue f b)

sizeQ :: Queue a -> Int
sizeQ (Queue f b) = length f + length b

toListQ :: Queue a -> [a]
toListQ (Queue f b) = f ++ reverse b

instance Show a => Show (Queue a) where
  show q = "Queue" ++ show (toListQ q)

drain :: Queue a -> [a]
drain q = case pop q of
  Nothing -> []
  Just (x, q') -> x : drain q'

-- hot potato simulation
josephus :: Int -> [String] -> String
josephus k names = go (foldr push emptyQ (reverse names))
  where
    go q
      | sizeQ q == 1 = head (toListQ q)
      | otherwise = go (dropOne (rotate k q))
    rotate 0 q = q
    rotate n q = case pop q of
      Just (x, q') -> rotate (n - 1) (push x q')
      Nothing -> q
    dropOne q = maybe q snd (pop q)

main :: IO ()
main = do
  let q = foldl (flip push) emptyQ [1 .. 5 :: Int]
  print q
  print (sizeQ q)
  print (drain (push 6 q))
  print (fmap fst (pop q))
  putStrLn (josephus 3 ["Ann", "Bill", "Cy", "Dot", "Ed", "Flo"])
