-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/21_stack_machine.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/21_stack_machine.out %t3.out
module Main where

data Instr = Push Int | Pop | AddI | MulI | SubI | Dup | Swap | Jz Int | Jmp Int | Print
  deriving Show

type Stack = [Int]

step :: [Instr] -> Int -> Stack -> [String] -> Either String [String]
step prog pc stack out
  | pc >= length prog = Right (reverse out)
  | otherwise = case (prog !! pc, stack) of
      (Push n, s) -> step prog (pc + 1) (n : s) out
      (Pop, _ : s) -> step prog (pc + 1) s out
      (AddI, a : b : s) -> step prog (pc + 1) (b + a : s) out
      (SubI, a : b : s) -> step prog (pc + 1) (b - a : s) out
      (MulI, a : b : s) -> step prog (pc + 1) (b * a : s) out
      (Dup, a : s) -> step prog (pc + 1) (a : a : s) out
      (Swap, a : b : s) -> step prog (pc + 1) (b : a : s) out
      (Jz t, a : s) -> step prog (if a == 0 then t else pc + 1) s out
      (Jmp t, s) -> step prog t s out
      (Print, a : s) -> step prog (pc + 1) (a : s) (show a : out)
      (i, _) -> Left ("stack underflow at " ++ show pc ++ ": " ++ show i)

run :: [Instr] -> IO ()
run prog = case step prog 0 [] [] of
  Left err -> putStrLn ("error: " ++ err)
  Right outs -> mapM_ putStrLn outs

-- countdown from 5
countdown :: [Instr]
countdown = [Push 5, Print, Push 1, SubI, Dup, Jz 7, Jmp 1, Pop]

main :: IO ()
main = do
  run [Push 2, Push 3, AddI, Push 4, MulI, Print]
  run countdown
  run [Push 1, AddI]
  run [Push 7, Push 9, Swap, SubI, Print]
