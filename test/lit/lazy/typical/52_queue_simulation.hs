-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/52_queue_simulation.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/52_queue_simulation.out %t3.out
module Main where

-- A purely functional FIFO queue (two lists) used to simulate a bank line.

data Queue a = Queue [a] [a]

emptyQ :: Queue a
emptyQ = Queue [] []

enqueue :: a -> Queue a -> Queue a
enqueue x (Queue f b) = Queue f (x : b)

dequeue :: Queue a -> Maybe (a, Queue a)
dequeue (Queue [] []) = Nothing
dequeue (Queue [] b) = dequeue (Queue (reverse b) [])
dequeue (Queue (x:f) b) = Just (x, Queue f b)

sizeQ :: Queue a -> Int
sizeQ (Queue f b) = length f + length b

toListQ :: Queue a -> [a]
toListQ (Queue f b) = f ++ reverse b

data Customer = Customer { cid :: Int, arrival :: Int, service :: Int }
  deriving Show

data Sim = Sim
  { clock :: Int
  , line :: Queue Customer
  , busyUntil :: Int
  , served :: [(Int, Int)]      -- (customer id, wait time)
  , maxLine :: Int
  }

customers :: [Customer]
customers = zipWith3 Customer [1 ..] arrivals services
  where
    arrivals = scanl (+) 0 (take 11 (cycle [2, 1, 4, 1, 3]))
    services = cycle [3, 5, 2, 4]

-- Advance one tick: enqueue arrivals, start serving if teller is free.
tick :: [Customer] -> Sim -> Sim
tick cs s =
  let t = clock s
      arriving = [c | c <- cs, arrival c == t]
      q = foldl (flip enqueue) (line s) arriving
      s' = s { line = q, maxLine = max (maxLine s) (sizeQ q) }
  in if busyUntil s' <= t
       then case dequeue q of
              Just (c, q') -> s' { line = q', busyUntil = t + service c
                                 , served = served s' ++ [(cid c, t - arrival c)]
                                 , clock = t + 1 }
              Nothing -> s' { clock = t + 1 }
       else s' { clock = t + 1 }

runSim :: [Customer] -> Sim
runSim cs = until done (tick cs) start
  where
    start = Sim 0 emptyQ 0 [] 0
    done s = length (served s) == length cs && busyUntil s <= clock s

main :: IO ()
main = do
  let q = foldr enqueue emptyQ [5, 4, 3, 2, 1 :: Int]
  print (toListQ q, sizeQ q)
  case dequeue q of
    Just (x, q') -> print (x, toListQ (enqueue 6 q'))
    Nothing -> putStrLn "empty"
  print (fmap fst (dequeue (emptyQ :: Queue Int)))
  mapM_ print (take 4 customers)
  let result = runSim customers
  putStrLn ("finished at t=" ++ show (clock result))
  mapM_ (\(c, w) -> putStrLn ("customer " ++ show c ++ " waited " ++ show w)) (served result)
  let waits = map snd (served result)
  putStrLn ("total wait " ++ show (sum waits) ++ ", max wait " ++ show (maximum waits)
            ++ ", longest line " ++ show (maxLine result))
  print (fromIntegral (sum waits) / fromIntegral (length waits) :: Double)
