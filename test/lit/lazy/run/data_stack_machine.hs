-- user data: compiling arithmetic expressions to a stack machine and running it, checked against a direct evaluator
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/data_stack_machine.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/data_stack_machine.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/data_stack_machine.out %t3.out


data Expr = Num Int | Plus Expr Expr | Minus Expr Expr | Times Expr Expr | IfZero Expr Expr Expr deriving Show

data Instr = Push Int | IAdd | ISub | IMul | JmpZ Int | Jmp Int deriving Show

evalE :: Expr -> Int
evalE (Num n) = n
evalE (Plus a b) = evalE a + evalE b
evalE (Minus a b) = evalE a - evalE b
evalE (Times a b) = evalE a * evalE b
evalE (IfZero c t e) = if evalE c == 0 then evalE t else evalE e

-- jumps are relative: skip that many following instructions
compile :: Expr -> [Instr]
compile (Num n) = [Push n]
compile (Plus a b) = compile a ++ compile b ++ [IAdd]
compile (Minus a b) = compile a ++ compile b ++ [ISub]
compile (Times a b) = compile a ++ compile b ++ [IMul]
compile (IfZero c t e) =
  let ce = compile e
      ct = compile t
  in compile c ++ [JmpZ (length ce + 1)] ++ ce ++ [Jmp (length ct)] ++ ct

run :: [Instr] -> [Int] -> Maybe Int
run [] [v] = Just v
run [] _ = Nothing
run (Push n : is) st = run is (n : st)
run (IAdd : is) (b : a : st) = run is (a + b : st)
run (ISub : is) (b : a : st) = run is (a - b : st)
run (IMul : is) (b : a : st) = run is (a * b : st)
run (JmpZ k : is) (c : st)
  | c == 0 = run (drop k is) st
  | otherwise = run is st
run (Jmp k : is) st = run (drop k is) st
run _ _ = Nothing

exprs :: [Expr]
exprs =
  [ Num 7
  , Plus (Num 1) (Times (Num 2) (Num 3))
  , Minus (Num 10) (Minus (Num 4) (Num 1))
  , IfZero (Minus (Num 2) (Num 2)) (Num 100) (Num 200)
  , IfZero (Num 1) (Num 100) (Times (Num (-3)) (Num 5))
  , Times (IfZero (Num 0) (Num 6) (Num 0)) (Plus (Num 1) (Num 1))
  ]

-- a bigger expression built recursively
tower :: Int -> Expr
tower 0 = Num 1
tower n = Plus (tower (n - 1)) (Times (Num n) (Num 2))

main = do
  print (compile (Plus (Num 1) (Times (Num 2) (Num 3))))
  print (compile (IfZero (Num 0) (Num 1) (Num 2)))
  print (map evalE exprs)
  print (map (\e -> run (compile e) []) exprs)
  print (all (\e -> run (compile e) [] == Just (evalE e)) exprs)
  print (run [Push 1, IAdd] [], run [Push 1, Push 2] [])
  print (length (compile (tower 50)), run (compile (tower 50)) [], evalE (tower 50))
  print (last exprs)
