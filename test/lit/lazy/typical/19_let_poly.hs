-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/19_let_poly.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/19_let_poly.out %t3.out
module Main where

pairUp :: (a -> b) -> (a, a) -> (b, b)
pairUp f (x, y) = (f x, f y)

main :: IO ()
main = do
  let ident x = x
      twice f = f . f
      compose = foldr (.) id
      swap (a, b) = (b, a)
  print (ident 3 :: Int, ident "str", ident True)
  print (twice (+ 1) (5 :: Int), twice ('x' :) "y")
  print (compose [(* 2), (+ 3), subtract 1] (10 :: Int))
  print (swap (1 :: Int, "one"), swap ('c', False))
  print (pairUp length ("abc", "de"))
  print (pairUp show (1 :: Int, 2))
  let applyAll fs x = map ($ x) fs
  print (applyAll [(+ 1), (* 2), (^ 2)] (7 :: Int))
  print (applyAll [reverse, take 2] "hello")
  let k = const
  print (k 'a' (), k (1 :: Int) "ignored")
