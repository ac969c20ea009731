-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/36_bank_ledger.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/36_bank_ledger.out %t3.out
module Main where

import qualified Data.Map as Map
import Data.List (foldl')

type Account = String
type Ledger = Map.Map Account Integer

data Transaction
  = Open Account
  | Deposit Account Integer
  | Withdraw Account Integer
  | Transfer Account Account Integer
  | Close Account
  deriving Show

data BankError
  = NoSuchAccount Account
  | AlreadyExists Account
  | Insufficient Account Integer Integer
  | BadAmount Integer
  | NonZeroBalance Account Integer
  deriving (Show, Eq)

getBalance :: Account -> Ledger -> Either BankError Integer
getBalance acc l = maybe (Left (NoSuchAccount acc)) Right (Map.lookup acc l)

positive :: Integer -> Either BankError ()
positive n
  | n <= 0 = Left (BadAmount n)
  | otherwise = Right ()

apply :: Ledger -> Transaction -> Either BankError Ledger
apply l (Open acc)
  | Map.member acc l = Left (AlreadyExists acc)
  | otherwise = Right (Map.insert acc 0 l)
apply l (Deposit acc n) = do
  positive n
  _ <- getBalance acc l
  return (Map.adjust (+ n) acc l)
apply l (Withdraw acc n) = do
  positive n
  bal <- getBalance acc l
  if bal < n
    then Left (Insufficient acc bal n)
    else return (Map.insert acc (bal - n) l)
apply l (Transfer from to n) = do
  _ <- getBalance to l
  l' <- apply l (Withdraw from n)
  apply l' (Deposit to n)
apply l (Close acc) = do
  bal <- getBalance acc l
  if bal /= 0 then Left (NonZeroBalance acc bal) else return (Map.delete acc l)

-- Process everything, keeping a log of rejected transactions.
runAll :: Ledger -> [Transaction] -> (Ledger, [(Transaction, BankError)])
runAll start = foldl' step (start, [])
  where
    step (l, errs) t = case apply l t of
      Left e   -> (l, errs ++ [(t, e)])
      Right l' -> (l', errs)

totalDeposits :: Ledger -> Integer
totalDeposits = Map.foldr (+) 0

report :: Ledger -> [String]
report = Map.foldrWithKey (\k v acc -> (k ++ ": " ++ show v) : acc) []

main :: IO ()
main = do
  let txs = [ Open "alice", Open "bob", Deposit "alice" 500, Deposit "bob" 120
            , Withdraw "bob" 200, Transfer "alice" "bob" 150, Open "alice"
            , Deposit "carol" 10, Open "carol", Deposit "carol" (-5)
            , Transfer "bob" "carol" 270, Close "bob", Withdraw "alice" 300
            , Close "alice", Deposit "carol" 12345678901234567890 ]
      (final, errs) = runAll Map.empty txs
  putStrLn "Final balances:"
  mapM_ (putStrLn . ("  " ++)) (report final)
  putStrLn ("Total held: " ++ show (totalDeposits final))
  putStrLn (show (length errs) ++ " rejected:")
  mapM_ (\(t, e) -> putStrLn ("  " ++ show t ++ " -> " ++ show e)) errs
  print (Map.keys final, Map.size final)
  print (foldl (\acc t -> acc >>= \l -> apply l t) (Right Map.empty)
          [Open "x", Deposit "x" 5, Withdraw "x" 6])
  let interest = Map.map (\b -> b + b `div` 100) final
  print (Map.toList interest)
