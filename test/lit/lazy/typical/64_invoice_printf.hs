-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/64_invoice_printf.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/64_invoice_printf.out %t3.out
module Main where

import Text.Printf (printf)
import Data.List (sortOn, groupBy, foldl')
import Data.Function (on)

data LineItem = LineItem
  { description :: String
  , qty :: Int
  , unitPrice :: Double
  , taxable :: Bool
  , dept :: String
  } deriving Show

data Invoice = Invoice
  { invoiceNo :: Int
  , customer :: String
  , items :: [LineItem]
  , discountPct :: Double
  }

taxRate :: Double
taxRate = 0.0825

lineTotal :: LineItem -> Double
lineTotal li = fromIntegral (qty li) * unitPrice li

subtotal, taxAmount, discount, grandTotal :: Invoice -> Double
subtotal inv = sum (map lineTotal (items inv))
discount inv = subtotal inv * discountPct inv / 100
taxAmount inv = taxRate * (1 - discountPct inv / 100) * sum [lineTotal li | li <- items inv, taxable li]
grandTotal inv = subtotal inv - discount inv + taxAmount inv

roundCents :: Double -> Double
roundCents x = fromIntegral (round (x * 100) :: Integer) / 100

printInvoice :: Invoice -> IO ()
printInvoice inv = do
  printf "INVOICE #%05d\n" (invoiceNo inv)
  printf "Bill to: %s\n" (customer inv)
  printf "%-22s %4s %9s %10s\n" "Item" "Qty" "Price" "Total"
  mapM_ (\li -> printf "%-22s %4d %9.2f %10.2f%s\n" (description li) (qty li)
                  (unitPrice li) (lineTotal li) (if taxable li then " T" else ""))
        (items inv)
  printf "%38s %10.2f\n" "Subtotal:" (subtotal inv)
  if discountPct inv > 0
    then printf "%38s %10.2f\n" ("Discount (" ++ show (discountPct inv) ++ "%):") (negate (discount inv))
    else return ()
  printf "%38s %10.2f\n" "Tax:" (taxAmount inv)
  printf "%38s %10.2f\n" "TOTAL:" (grandTotal inv)

byDepartment :: [LineItem] -> [(String, Int, Double)]
byDepartment lis =
  [ (dept (head g), sum (map qty g), sum (map lineTotal g))
  | g <- groupBy ((==) `on` dept) (sortOn dept lis) ]

main :: IO ()
main = do
  let inv1 = Invoice 42 "Acme Corp"
        [ LineItem "Widget" 10 2.5 True "hardware"
        , LineItem "Gadget (deluxe)" 3 19.99 True "hardware"
        , LineItem "Consulting hours" 4 120 False "services"
        , LineItem "Cable, 2m" 7 3.49 True "hardware"
        , LineItem "Support plan" 1 299 False "services" ] 10
      inv2 = inv1 { invoiceNo = 43, customer = "Bob's Bakery", discountPct = 0
                  , items = take 2 (items inv1) }
  printInvoice inv1
  putStrLn ""
  printInvoice inv2
  putStrLn ""
  mapM_ (\(d, n, t) -> printf "%-10s %3d items %9.2f\n" d n t) (byDepartment (items inv1))
  let totals = map grandTotal [inv1, inv2]
  printf "combined: %.2f (rounded %s)\n" (sum totals) (show (roundCents (sum totals)))
  let count = foldl' (\acc li -> acc + qty li) 0 (items inv1)
  printf "%d units over %d lines, average %.3f per line\n" count (length (items inv1))
         (fromIntegral count / fromIntegral (length (items inv1)) :: Double)
  printf "%s|%10s|%-10s|%c|%5.1f%%\n" "x" "right" "left" 'c' (12.345 :: Double)
