-- Data.Set (a library module, as Data.Map): the API against GHC 9.0 and
-- containers 0.6, a BFS with a visited set, Semigroup on sets and maps.
-- Output: GHC's (errors/ghc-golden.test); entries: profile/ghc-libraries.test.
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/data_set.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/data_set.out %t3.out
import qualified Data.Set as Set
import Data.Set (Set)
import qualified Data.Map as M

bfs :: M.Map Int [Int] -> Int -> [Int]
bfs g s = go (Set.singleton s) [s]
  where
    go _ [] = []
    go seen (x:queue) =
      let next = [y | y <- M.findWithDefault [] x g, not (Set.member y seen)]
          seen' = foldr Set.insert seen next
      in x : go seen' (queue ++ next)

main :: IO ()
main = do
  let s = Set.fromList [5, 3, 8, 1, 3, 9, 2 :: Int]
  print s
  print (Set.member 3 s, Set.member 4 s, Set.size s, Set.toList (Set.map (`div` 2) s))
  print (Set.union s (Set.fromList [10, 11]), Set.intersection s (Set.fromList [1, 2, 100]))
  print (Set.difference s (Set.fromList [1, 2, 3]), s Set.\\ Set.fromList [9])
  print (Set.findMin s, Set.findMax s, Set.deleteMin s, Set.lookupMin (Set.empty :: Set Int))
  print (Set.filter even s, Set.partition (> 4) s, Set.elems (Set.delete 8 s))
  print (Set.isSubsetOf (Set.fromList [1, 2]) s, Set.null Set.empty, Set.toDescList s)
  print (Just (Set.fromList "hello"), Set.unions [Set.singleton 'a', Set.fromList "cab"])
  print (Set.fromList [3, 1] == Set.fromList [1, 3], Set.fromList "ab" < Set.fromList "b")
  print (Set.foldr (:) [] s, Set.elemAt 2 s, Set.lookupGT 5 s, Set.lookupLT 1 s)
  let big = foldr Set.insert Set.empty [(k * 7919) `mod` 1000 | k <- [1 .. 3000 :: Int]]
  print (Set.size big, Set.size (foldr Set.delete big [0, 2 .. 998]), sum (Set.toList big))
  print (bfs (M.fromList [(1, [2, 3]), (2, [4]), (3, [4, 5]), (4, [6]), (5, [6]), (6, [])]) 1)
  print (M.fromList [(1, 'a')] <> M.fromList [(1, 'b'), (2, 'c')], Set.fromList [1] <> Set.fromList [2 :: Int])
