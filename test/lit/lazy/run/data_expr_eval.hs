-- user data: an expression language with variables and let, evaluated to Maybe Int, simplified, and shown
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/data_expr_eval.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/data_expr_eval.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/data_expr_eval.out %t3.out


data Expr
  = Lit Int
  | Var Int
  | Add Expr Expr
  | Sub Expr Expr
  | Mul Expr Expr
  | Div Expr Expr
  | Neg Expr
  | Let Int Expr Expr
  | If Expr Expr Expr
  deriving Show

-- environments are association lists from variable numbers to values
eval :: [(Int, Int)] -> Expr -> Maybe Int
eval _ (Lit n) = Just n
eval env (Var v) = lookup v env
eval env (Add a b) = bin (+) (eval env a) (eval env b)
eval env (Sub a b) = bin (-) (eval env a) (eval env b)
eval env (Mul a b) = bin (*) (eval env a) (eval env b)
eval env (Div a b) = case eval env b of
  Just 0 -> Nothing
  Just d -> case eval env a of
    Just n -> Just (n `div` d)
    Nothing -> Nothing
  Nothing -> Nothing
eval env (Neg a) = case eval env a of
  Just n -> Just (negate n)
  Nothing -> Nothing
eval env (Let v e body) = case eval env e of
  Just x -> eval ((v, x) : env) body
  Nothing -> Nothing
eval env (If c t e) = case eval env c of
  Just 0 -> eval env e
  Just _ -> eval env t
  Nothing -> Nothing

bin :: (Int -> Int -> Int) -> Maybe Int -> Maybe Int -> Maybe Int
bin f (Just a) (Just b) = Just (f a b)
bin _ _ _ = Nothing

simplify :: Expr -> Expr
simplify (Add a b) = case (simplify a, simplify b) of
  (Lit 0, e) -> e
  (e, Lit 0) -> e
  (Lit x, Lit y) -> Lit (x + y)
  (x, y) -> Add x y
simplify (Mul a b) = case (simplify a, simplify b) of
  (Lit 0, _) -> Lit 0
  (_, Lit 0) -> Lit 0
  (Lit 1, e) -> e
  (e, Lit 1) -> e
  (Lit x, Lit y) -> Lit (x * y)
  (x, y) -> Mul x y
simplify (Neg (Neg e)) = simplify e
simplify (Neg e) = Neg (simplify e)
simplify (Sub a b) = Sub (simplify a) (simplify b)
simplify e = e

size :: Expr -> Int
size (Lit _) = 1
size (Var _) = 1
size (Add a b) = 1 + size a + size b
size (Sub a b) = 1 + size a + size b
size (Mul a b) = 1 + size a + size b
size (Div a b) = 1 + size a + size b
size (Neg a) = 1 + size a
size (Let _ a b) = 1 + size a + size b
size (If a b c) = 1 + size a + size b + size c

-- builds (1 + (2 + (... + n)))
chain :: Int -> Expr
chain n = foldr (\i e -> Add (Lit i) e) (Lit 0) [1 .. n]

e1, e2, e3 :: Expr
e1 = Add (Lit 1) (Mul (Lit 2) (Lit 3))
e2 = Let 0 (Lit 5) (Mul (Var 0) (Sub (Var 0) (Lit 7)))
e3 = Div (Lit 10) (Sub (Lit 3) (Lit 3))

main = do
  print e1
  print (eval [] e1)
  print (eval [] e2)
  print (eval [] e3)
  print (eval [] (Var 4), eval [(4, 44)] (Var 4))
  print (eval [] (If (Sub (Lit 2) (Lit 2)) (Lit 1) (Neg (Lit 9))))
  print (simplify (Add (Lit 0) (Mul (Lit 1) (Neg (Neg (Var 3))))))
  print (simplify (Mul (Add (Lit 2) (Lit 3)) (Add (Var 1) (Lit 0))))
  print (Neg (Lit (-4)))
  print (eval [] (chain 100), size (chain 100))
  print (eval [] (Div (Lit (-7)) (Lit 2)))
  print (map (\n -> eval [(1, n)] (Let 2 (Mul (Var 1) (Var 1)) (Add (Var 2) (Var 1)))) [1 .. 5])
