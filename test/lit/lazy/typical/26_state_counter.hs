-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/26_state_counter.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/26_state_counter.out %t3.out
module Main where

newtype State s a = State { runState :: s -> (a, s) }

instance Functor (State s) where
  fmap f (State g) = State $ \s -> let (a, s') = g s in (f a, s')

instance Applicative (State s) where
  pure a = State $ \s -> (a, s)
  State f <*> State g = State $ \s ->
    let (h, s1) = f s
        (a, s2) = g s1
    in (h a, s2)

instance Monad (State s) where
  return = pure
  State g >>= f = State $ \s -> let (a, s') = g s in runState (f a) s'

get :: State s s
get = State $ \s -> (s, s)

put :: s -> State s ()
put s = State $ \_ -> ((), s)

fresh :: State Int String
fresh = do
  n <- get
  put (n + 1)
  return ("v" ++ show n)

data Tree = Leaf | Node Tree Tree deriving Show

label :: Tree -> State Int [String]
label Leaf = fmap (: []) fresh
label (Node l r) = do
  a <- label l
  b <- label r
  return (a ++ b)

main :: IO ()
main = do
  print (fst (runState (mapM (const fresh) [1 .. 5 :: Int]) 0))
  let t = Node (Node Leaf Leaf) (Node Leaf (Node Leaf Leaf))
  print (runState (label t) 100)
  print (snd (runState (sequence_ (replicate 7 fresh)) 0))
