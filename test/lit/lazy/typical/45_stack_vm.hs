-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/45_stack_vm.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/45_stack_vm.out %t3.out
module Main where

import Data.List (intercalate)

data Instr
  = Push Int
  | Pop
  | Add | Sub | Mul | Div
  | Dup | Swap | Over | Rot
  | Jmp Int        -- absolute jump
  | Jz Int         -- jump if top of stack is zero (pops it)
  | Print
  | Halt
  deriving (Show, Eq)

data VM = VM
  { pc :: Int
  , stack :: [Int]
  , output :: [String]
  , steps :: Int
  } deriving Show

initVM :: VM
initVM = VM { pc = 0, stack = [], output = [], steps = 0 }

step :: [Instr] -> VM -> Either String (Maybe VM)
step prog vm
  | pc vm < 0 || pc vm >= length prog = Left ("pc out of range: " ++ show (pc vm))
  | steps vm > 10000 = Left "step limit exceeded"
  | otherwise = exec (prog !! pc vm) (stack vm)
  where
    next vm' = Right (Just vm' { pc = pc vm' + 1, steps = steps vm + 1 })
    setStack s = next vm { stack = s }
    arith f (b:a:rest) = setStack (f a b : rest)
    arith _ _ = Left ("stack underflow at " ++ show (pc vm))
    exec (Push n) s = setStack (n : s)
    exec Pop (_:s) = setStack s
    exec Add s = arith (+) s
    exec Sub s = arith (-) s
    exec Mul s = arith (*) s
    exec Div (0:_:_) = Left "division by zero"
    exec Div s = arith div s
    exec Dup (x:s) = setStack (x : x : s)
    exec Swap (x:y:s) = setStack (y : x : s)
    exec Over (x:y:s) = setStack (y : x : y : s)
    exec Rot (x:y:z:s) = setStack (z : x : y : s)
    exec (Jmp t) _ = Right (Just vm { pc = t, steps = steps vm + 1 })
    exec (Jz t) (x:s)
      | x == 0 = Right (Just vm { pc = t, stack = s, steps = steps vm + 1 })
      | otherwise = setStack s
    exec Print (x:s) = next vm { stack = s, output = show x : output vm }
    exec Halt _ = Right Nothing
    exec i _ = Left ("stack underflow on " ++ show i)

run :: [Instr] -> Either String VM
run prog = go initVM
  where
    go vm = case step prog vm of
      Left err -> Left err
      Right Nothing -> Right vm
      Right (Just vm') -> go vm'

report :: String -> [Instr] -> IO ()
report name prog = putStrLn $ name ++ ": " ++ case run prog of
  Left err -> "ERROR " ++ err
  Right vm -> "output [" ++ intercalate "," (reverse (output vm)) ++ "] stack "
              ++ show (stack vm) ++ " in " ++ show (steps vm) ++ " steps"

-- factorial of n using a loop; the stack holds the counter above the accumulator
factorialProg :: Int -> [Instr]
factorialProg n =
  [ Push 1, Push n          -- 0,1: acc counter
  , Dup, Jz 12              -- 2,3: if counter == 0 goto 12
  , Dup, Rot, Mul           -- 4-6: counter acc*counter
  , Swap, Push 1, Sub       -- 7-9: acc' counter-1
  , Jmp 2, Halt             -- 10,11
  , Pop, Print, Halt ]      -- 12-14

-- countdown printing n .. 1
countdown :: Int -> [Instr]
countdown n = [Push n, Dup, Jz 8, Dup, Print, Push 1, Sub, Jmp 1] ++ [Halt]

main :: IO ()
main = do
  report "arith" [Push 2, Push 3, Add, Push 4, Mul, Print, Halt]
  report "sub/div" [Push 100, Push 7, Div, Dup, Print, Push 3, Sub, Print, Halt]
  report "over" [Push 1, Push 2, Over, Print, Print, Print, Halt]
  report "countdown" (countdown 5)
  report "underflow" [Push 1, Add, Halt]
  report "divzero" [Push 1, Push 0, Div, Halt]
  report "runaway" [Push 1, Jmp 0]
  report "fell off" [Push 1, Push 2]
  mapM_ (\n -> report ("factorial " ++ show n) (factorialProg n)) [0, 5, 10, 20]
  mapM_ print (take 4 (countdown 3))
  print (fmap stack (run [Push 7, Push 8, Swap, Halt]))
