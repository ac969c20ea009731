-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/05_expr_eval.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/05_expr_eval.out %t3.out
module Main where

data Expr
  = Num Int
  | Var String
  | Add Expr Expr
  | Sub Expr Expr
  | Mul Expr Expr
  | Div Expr Expr
  | Let String Expr Expr
  deriving (Show, Eq)

type Env = [(String, Int)]

eval :: Env -> Expr -> Either String Int
eval _ (Num n) = Right n
eval env (Var x) = case lookup x env of
  Just v  -> Right v
  Nothing -> Left ("unbound variable: " ++ x)
eval env (Add a b) = binop (+) env a b
eval env (Sub a b) = binop (-) env a b
eval env (Mul a b) = binop (*) env a b
eval env (Div a b) = do
  x <- eval env a
  y <- eval env b
  if y == 0 then Left "division by zero" else return (x `div` y)
eval env (Let x e body) = do
  v <- eval env e
  eval ((x, v) : env) body

binop :: (Int -> Int -> Int) -> Env -> Expr -> Expr -> Either String Int
binop op env a b = do
  x <- eval env a
  y <- eval env b
  return (op x y)

main :: IO ()
main = do
  let exprs =
        [ Add (Num 2) (Mul (Num 3) (Num 4))
        , Let "x" (Num 5) (Mul (Var "x") (Var "x"))
        , Div (Num 10) (Sub (Num 3) (Num 3))
        , Add (Var "y") (Num 1)
        , Let "a" (Num 7) (Let "b" (Num 3) (Div (Var "a") (Var "b")))
        ]
  mapM_ (\e -> putStrLn (show e ++ " => " ++ either ("error: " ++) show (eval [] e))) exprs
  print (Num 1 == Num 1, Add (Num 1) (Num 2) == Add (Num 2) (Num 1))
