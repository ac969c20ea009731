-- Imports and library modules: Data.Map (qualified, `as`, an import list,
-- `hiding`), qualified names of the Prelude's modules, a qualified operator,
-- and showsPrec instances (the runtime passes the context's precedence).
-- Output: GHC 9.0's (Inputs/data_map_imports.out, checked by
-- errors/ghc-golden.test).
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/data_map_imports.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/data_map_imports.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/data_map_imports.out %t3.out
module Main where

import qualified Data.Map as M
import Data.Map (Map, fromList)
import qualified Data.Map.Strict as MS
import qualified Data.Char as C
import qualified Data.List as L
import Data.Function (on, (&))
import Data.Either (lefts, rights, partitionEithers)
import Data.List (unfoldr, permutations, subsequences, sortBy, insertBy, foldl')
import Data.Ord (comparing)

data Expr = Lit Int | Add Expr Expr | Mul Expr Expr | Neg Expr

instance Show Expr where
  showsPrec _ (Lit n) = shows n
  showsPrec d (Add a b) = showParen (d > 6) $ showsPrec 6 a . showString " + " . showsPrec 7 b
  showsPrec d (Mul a b) = showParen (d > 7) $ showsPrec 7 a . showString " * " . showsPrec 8 b
  showsPrec d (Neg e) = showParen (d > 9) $ showString "negate " . showsPrec 10 e

data Box = Box Expr (Maybe Int) deriving Show

-- a size-balanced tree must stay balanced (and sorted) through inserts and deletes
balanced :: M.Map Int Int -> Bool
balanced m = M.keys m == L.sort (M.keys m) && M.size m == length (M.toList m)

wordCounts :: String -> Map String Int
wordCounts = foldl' (\m w -> M.insertWith (+) w 1 m) M.empty . words . map C.toLower

main :: IO ()
main = do
  let m = fromList [(k, k * k) | k <- [10, 9 .. 1 :: Int]]
  print m
  print (M.lookup 3 m, M.lookup 11 m, m M.! 4, M.findWithDefault 0 42 m, m M.!? 5)
  print (M.member 2 m, M.notMember 2 m, M.size m, M.null m, M.null (M.empty :: Map Int Int))
  print (M.toList (M.filter even m))
  print (M.foldrWithKey (\k v acc -> k + v + acc) 0 m, M.foldr (:) [] m)
  print (M.foldlWithKey (\acc k v -> acc ++ [(k, v)]) [] (M.delete 5 (M.delete 1 m)))
  print (M.adjust negate 3 m M.! 3, M.alter (fmap (+ 1)) 2 m M.! 2, M.alter (const (Just 0)) 99 m M.! 99)
  print (M.update (\v -> if v > 50 then Nothing else Just (v + 1)) 9 m)
  print (M.unionWith (+) (fromList [(1, 1), (2, 2)]) (fromList [(2, 10), (3, 30)]))
  print (M.union (fromList [(1, "left")]) (fromList [(1, "right"), (2, "only")]))
  print (M.intersectionWith (,) m (fromList [(2, 'b'), (20, 't')]), M.difference m (fromList [(k, ()) | k <- [2 .. 9]]))
  print (M.lookupMin m, M.lookupMax m, M.findMin m, M.deleteMin (M.fromList [(1, 'a'), (2, 'b')]))
  print (M.elems (M.map show m), M.keys (M.mapWithKey (+) m))
  print (M.partition odd m)
  print (M.fromListWith (++) [(even k, [k]) | k <- [1 .. 6 :: Int]])
  print (fmap (* 2) (fromList [('a', 1), ('b', 2)]), M.toDescList (fromList [(1, 'x'), (2, 'y')]))
  print (M.lookupLT 5 m, M.lookupGE 11 m, M.elemAt 0 m, M.findIndex 4 m)
  print (wordCounts "the cat and The dog and THE bird")
  print (MS.insertWith (+) "a" 1 (MS.fromList [("a", 41)]))
  print (Just (fromList [(1, "one")]), [M.singleton 'k' (Just 2.5)])
  print (fromList [(1, 'a'), (2, 'b')] == fromList [(2, 'b'), (1, 'a')], compare (M.singleton 1 'a') (M.singleton 1 'b'))
  let big = foldr (\k acc -> M.insert ((k * 7919) `mod` 1000) k acc) M.empty [1 .. 2000 :: Int]
      smaller = foldr M.delete big [0, 3 .. 999]
  print (M.size big, M.size smaller, balanced big, balanced smaller, sum (M.elems smaller))
  print (M.mapMaybe (\v -> if v > 20 then Just (v `div` 2) else Nothing) m, M.unions [m, M.singleton 0 0] M.! 0)
  -- the Prelude's modules, qualified
  print (map C.toUpper "shout", L.sortBy (comparing negate) [3, 1, 2], L.nub [1, 1, 2, 3, 2 :: Int])
  print (((==) `on` map C.toLower) "Haskell" "HASKELL", [1, 2, 3] & map (* 10))
  print (lefts [Left 1, Right 'a', Left 2], rights [Left 1, Right 'a'], partitionEithers [Left 'x', Right 1, Left 'y', Right 2])
  print (unfoldr (\n -> if n > 100 then Nothing else Just (n, n * 2)) 1, take 4 (permutations [1, 2, 3]), subsequences "abc")
  print (insertBy (comparing snd) (0, 'c') [(1, 'a'), (2, 'd')])
  -- showsPrec: the context's precedence reaches the program's instance
  let e = Mul (Add (Lit 1) (Lit 2)) (Neg (Lit 3))
  print e
  print (Box e (Just 4), [Add (Lit 1) (Mul (Lit 2) (Lit 3))], Just (Neg (Lit 5)))
  putStrLn (showsPrec 11 (Add (Lit 1) (Lit 1)) "" ++ shows (Lit 7) "!")
