-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/62_huffman_coding.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/62_huffman_coding.out %t3.out
module Main where

import qualified Data.Map as Map
import Data.List (sortBy, insertBy, foldl')
import Data.Ord (comparing)

data HTree = Leaf Int Char | Node Int HTree HTree
  deriving Show

weight :: HTree -> Int
weight (Leaf w _) = w
weight (Node w _ _) = w

frequencies :: String -> Map.Map Char Int
frequencies = foldl' (\m c -> Map.insertWith (+) c 1 m) Map.empty

-- Build the tree by repeatedly merging the two lightest trees in a sorted list.
buildTree :: Map.Map Char Int -> Maybe HTree
buildTree freqs = go (sortBy (comparing weight) [Leaf w c | (c, w) <- Map.toList freqs])
  where
    go [] = Nothing
    go [t] = Just t
    go (a:b:rest) = go (insertBy (comparing weight) (Node (weight a + weight b) a b) rest)

codeTable :: HTree -> Map.Map Char String
codeTable (Leaf _ c) = Map.singleton c "0"
codeTable t = Map.fromList (walk t "")
  where
    walk (Leaf _ c) path = [(c, reverse path)]
    walk (Node _ l r) path = walk l ('0' : path) ++ walk r ('1' : path)

encode :: Map.Map Char String -> String -> Maybe String
encode table = fmap concat . mapM (`Map.lookup` table)

decode :: HTree -> String -> String
decode (Leaf _ c) bits = map (const c) bits
decode tree bits = go tree bits
  where
    go (Leaf _ c) [] = [c]
    go _ [] = []
    go (Leaf _ c) bs = c : go tree bs
    go (Node _ l r) (b:bs) = go (if b == '0' then l else r) bs

showChar' :: Char -> String
showChar' ' ' = "' '"
showChar' c = [c]

report :: String -> IO ()
report msg = do
  let freqs = frequencies msg
  case buildTree freqs of
    Nothing -> putStrLn "empty message"
    Just tree -> do
      let table = codeTable tree
          Just bits = encode table msg
      putStrLn ("message: " ++ show msg)
      mapM_ (\(c, code) -> putStrLn ("  " ++ showChar' c ++ " x" ++ show (Map.findWithDefault 0 c freqs) ++ " -> " ++ code))
            (Map.toList table)
      putStrLn ("  bits: " ++ show (length bits) ++ " vs " ++ show (8 * length msg) ++ " uncompressed")
      putStrLn ("  round trip ok: " ++ show (decode tree bits == msg))

main :: IO ()
main = do
  report "abracadabra"
  report "aaaa"
  report ""
  report "this is an example of a huffman tree"
  let freqs = frequencies "mississippi river"
  print (Map.toList freqs)
  print (Map.keys (Map.filter (> 2) freqs), Map.elems freqs)
  case buildTree freqs of
    Just t -> do
      let table = codeTable t
      print (weight t, encode table "miss", encode table "xyz")
      print (decode t "0000")
    Nothing -> return ()
