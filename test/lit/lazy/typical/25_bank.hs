-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/25_bank.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/25_bank.out %t3.out
module Main where

import Data.List (foldl')

data Transaction = Deposit Int | Withdraw Int | Fee Int | Interest Int
  deriving Show

data Account = Account { balance :: Int, history :: [String], rejected :: Int }
  deriving Show

apply :: Account -> Transaction -> Account
apply acc t = case t of
  Deposit n -> ok (balance acc + n) ("deposit " ++ show n)
  Withdraw n
    | n > balance acc -> acc { rejected = rejected acc + 1, history = ("REJECTED withdraw " ++ show n) : history acc }
    | otherwise -> ok (balance acc - n) ("withdraw " ++ show n)
  Fee n -> ok (balance acc - n) ("fee " ++ show n)
  Interest pct -> ok (balance acc + balance acc * pct `div` 100) ("interest " ++ show pct ++ "%")
  where
    ok b msg = acc { balance = b, history = (msg ++ " -> " ++ show b) : history acc }

initial :: Account
initial = Account { balance = 0, history = [], rejected = 0 }

runAll :: [Transaction] -> Account
runAll = foldl' apply initial

main :: IO ()
main = do
  let txs = [Deposit 100, Withdraw 30, Withdraw 200, Interest 10, Fee 2, Deposit 50, Withdraw 125]
      final = runAll txs
  mapM_ putStrLn (reverse (history final))
  putStrLn ("final balance: " ++ show (balance final))
  putStrLn ("rejected: " ++ show (rejected final))
  let balances = map balance (scanl apply initial txs)
  print balances
