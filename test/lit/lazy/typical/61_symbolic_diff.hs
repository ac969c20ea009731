-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/61_symbolic_diff.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/61_symbolic_diff.out %t3.out
module Main where

data Expr
  = Const Double
  | Var
  | Add Expr Expr
  | Mul Expr Expr
  | Pow Expr Int
  | Neg Expr
  | Sin Expr
  | Cos Expr
  | Exp Expr
  | Ln Expr
  deriving (Eq, Show)

-- Pretty printer with minimal parentheses based on precedence.
pretty :: Expr -> String
pretty = go 0
  where
    go :: Int -> Expr -> String
    go _ (Const c)
      | c == fromIntegral (round c :: Integer) = show (round c :: Integer)
      | otherwise = show c
    go _ Var = "x"
    go p (Add a (Neg b)) = paren (p > 6) (go 6 a ++ " - " ++ go 7 b)
    go p (Add a b) = paren (p > 6) (go 6 a ++ " + " ++ go 7 b)
    go p (Mul a b) = paren (p > 7) (go 7 a ++ " * " ++ go 8 b)
    go p (Pow a n) = paren (p > 8) (go 9 a ++ "^" ++ show n)
    go p (Neg a) = paren (p > 9) ("-" ++ go 10 a)
    go _ (Sin a) = "sin(" ++ go 0 a ++ ")"
    go _ (Cos a) = "cos(" ++ go 0 a ++ ")"
    go _ (Exp a) = "exp(" ++ go 0 a ++ ")"
    go _ (Ln a) = "ln(" ++ go 0 a ++ ")"
    paren True s = "(" ++ s ++ ")"
    paren False s = s

diff :: Expr -> Expr
diff (Const _) = Const 0
diff Var = Const 1
diff (Add a b) = Add (diff a) (diff b)
diff (Mul a b) = Add (Mul (diff a) b) (Mul a (diff b))
diff (Pow a n) = Mul (Mul (Const (fromIntegral n)) (Pow a (n - 1))) (diff a)
diff (Neg a) = Neg (diff a)
diff (Sin a) = Mul (Cos a) (diff a)
diff (Cos a) = Neg (Mul (Sin a) (diff a))
diff (Exp a) = Mul (Exp a) (diff a)
diff (Ln a) = Mul (Pow a (-1)) (diff a)

-- Bottom-up algebraic simplification, repeated until nothing changes.
simplify :: Expr -> Expr
simplify e = let e' = step e in if e' == e then e else simplify e'
  where
    step (Add a b) = rewrite (Add (step a) (step b))
    step (Mul a b) = rewrite (Mul (step a) (step b))
    step (Pow a n) = rewrite (Pow (step a) n)
    step (Neg a) = rewrite (Neg (step a))
    step (Sin a) = Sin (step a)
    step (Cos a) = Cos (step a)
    step (Exp a) = Exp (step a)
    step (Ln a) = Ln (step a)
    step x = x
    rewrite (Add (Const 0) x) = x
    rewrite (Add x (Const 0)) = x
    rewrite (Add (Const a) (Const b)) = Const (a + b)
    rewrite (Mul (Const 0) _) = Const 0
    rewrite (Mul _ (Const 0)) = Const 0
    rewrite (Mul (Const 1) x) = x
    rewrite (Mul x (Const 1)) = x
    rewrite (Mul (Const a) (Const b)) = Const (a * b)
    rewrite (Mul (Const a) (Mul (Const b) x)) = Mul (Const (a * b)) x
    rewrite (Mul x (Const c)) = Mul (Const c) x
    rewrite (Pow _ 0) = Const 1
    rewrite (Pow x 1) = x
    rewrite (Neg (Const c)) = Const (negate c)
    rewrite (Neg (Neg x)) = x
    rewrite x = x

eval :: Double -> Expr -> Double
eval _ (Const c) = c
eval x Var = x
eval x (Add a b) = eval x a + eval x b
eval x (Mul a b) = eval x a * eval x b
eval x (Pow a n) = eval x a ^^ n
eval x (Neg a) = negate (eval x a)
eval x (Sin a) = sin (eval x a)
eval x (Cos a) = cos (eval x a)
eval x (Exp a) = exp (eval x a)
eval x (Ln a) = log (eval x a)

main :: IO ()
main = do
  let exprs = [ Add (Pow Var 3) (Mul (Const 2) Var)
              , Mul Var (Sin Var)
              , Exp (Mul (Const 2) Var)
              , Ln (Add (Pow Var 2) (Const 1))
              , Add (Cos (Pow Var 2)) (Neg (Const 4.5))
              , Pow (Add Var (Const 1)) 4 ]
  mapM_ (\e -> do
           let d = simplify (diff e)
           putStrLn ("d/dx " ++ pretty e ++ " = " ++ pretty d)
           putStrLn ("   at x=1: " ++ show (eval 1 e) ++ ", slope " ++ show (eval 1 d)))
        exprs
  print (simplify (Add (Const 0) (Mul (Const 1) (Add Var (Const 0)))))
  let numeric f x = (eval (x + h) f - eval (x - h) f) / (2 * h) where h = 1e-5
      e = Mul Var (Exp Var)
  print (eval 2 (simplify (diff e)), abs (numeric e 2 - eval 2 (diff e)) < 1e-4)
  putStrLn (pretty (simplify (diff (diff (Pow Var 5)))))
