-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/34_arith_parser.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/34_arith_parser.out %t3.out
module Main where

import Data.Char (isDigit, isSpace, isAlpha)

-- Tokenizer
data Token = TNum Integer | TIdent String | TOp Char | TLParen | TRParen
  deriving (Show, Eq)

tokenize :: String -> Either String [Token]
tokenize [] = Right []
tokenize s@(c:cs)
  | isSpace c = tokenize cs
  | isDigit c = let (ds, rest) = span isDigit s
                in fmap (TNum (read ds) :) (tokenize rest)
  | isAlpha c = let (name, rest) = span isAlpha s
                in fmap (TIdent name :) (tokenize rest)
  | c `elem` "+-*/^" = fmap (TOp c :) (tokenize cs)
  | c == '(' = fmap (TLParen :) (tokenize cs)
  | c == ')' = fmap (TRParen :) (tokenize cs)
  | otherwise = Left ("unexpected character " ++ show c)

-- AST
data Expr = Num Integer | Var String | BinOp Char Expr Expr | Neg Expr
  deriving Show

-- A small parser monad over the token list.
newtype Parser a = Parser { runParser :: [Token] -> Either String (a, [Token]) }

instance Functor Parser where
  fmap f p = p >>= \x -> return (f x)

instance Applicative Parser where
  pure x = Parser $ \ts -> Right (x, ts)
  pf <*> pa = do { f <- pf; a <- pa; return (f a) }

instance Monad Parser where
  Parser p >>= f = Parser $ \ts -> case p ts of
    Left e -> Left e
    Right (a, rest) -> runParser (f a) rest

peek :: Parser (Maybe Token)
peek = Parser $ \ts -> Right (case ts of { [] -> Nothing; (t:_) -> Just t }, ts)

advance :: Parser ()
advance = Parser $ \ts -> Right ((), drop 1 ts)

failP :: String -> Parser a
failP msg = Parser $ \_ -> Left msg

-- left-associative chain of binary operators drawn from ops
chainOps :: String -> Parser Expr -> Parser Expr
chainOps ops next = next >>= loop
  where
    loop lhs = do
      t <- peek
      case t of
        Just (TOp o) | o `elem` ops -> advance >> next >>= loop . BinOp o lhs
        _ -> return lhs

expr, term :: Parser Expr
expr = chainOps "+-" term
term = chainOps "*/" power

-- power := unary ('^' power)?   (right associative)
power :: Parser Expr
power = do
  base <- unary
  t <- peek
  case t of
    Just (TOp '^') -> advance >> fmap (BinOp '^' base) power
    _ -> return base

unary :: Parser Expr
unary = do
  t <- peek
  case t of
    Just (TOp '-') -> advance >> fmap Neg unary
    Just (TNum n) -> advance >> return (Num n)
    Just (TIdent v) -> advance >> return (Var v)
    Just TLParen -> do
      e <- advance >> expr
      close <- peek
      if close == Just TRParen then advance >> return e else failP "expected )"
    Just tok -> failP ("unexpected token " ++ show tok)
    Nothing -> failP "unexpected end of input"

parseExpr :: String -> Either String Expr
parseExpr s = do
  toks <- tokenize s
  (e, rest) <- runParser expr toks
  if null rest then Right e else Left ("trailing tokens: " ++ show rest)

eval :: [(String, Integer)] -> Expr -> Either String Integer
eval _ (Num n) = Right n
eval env (Var v) = maybe (Left ("unbound " ++ v)) Right (lookup v env)
eval env (Neg e) = fmap negate (eval env e)
eval env (BinOp op a b) = do
  x <- eval env a
  y <- eval env b
  case op of
    '+' -> Right (x + y)
    '-' -> Right (x - y)
    '*' -> Right (x * y)
    '/' -> if y == 0 then Left "division by zero" else Right (x `div` y)
    '^' -> if y < 0 then Left "negative exponent" else Right (x ^ y)
    _   -> Left ("bad operator " ++ [op])

main :: IO ()
main = do
  let env = [("x", 6), ("y", 7), ("big", 1000000007)]
      inputs = [ "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x * y + 100"
               , "big * big * big", "10 / (y - 7)", "2 ^ 100", "3 + * 4"
               , "(1 + 2", "a + 1", "12 $ 4", "100 - 10 - 1" ]
  mapM_ (\s -> putStrLn (s ++ "  =>  " ++ either ("error: " ++) show (parseExpr s >>= eval env))) inputs
  print (parseExpr "1 + x * (2 - y)")
