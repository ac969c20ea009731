-- Data.Set for lazy-mini: finite sets of ordered elements, a map to () -
-- Data.Map's balanced tree (containers' weight-balanced trees) without
-- values. Compiled with a program that imports Data.Set; not profiled, as
-- containers has no cost centres in GHC either. The API and the results
-- are containers 0.6's (toList in order, union left-biased, show prints
-- `fromList [...]`).
module Data.Set
  ( Set, empty, singleton, fromList, fromAscList, fromDistinctAscList, insert, delete
  , member, notMember, null, size, toList, toAscList, toDescList, elems, union, unions
  , intersection, difference, (\\), filter, partition, map, foldr, foldl, foldr', foldl'
  , findMin, findMax, lookupMin, lookupMax, deleteMin, deleteMax, minView, maxView
  , isSubsetOf, isProperSubsetOf, disjoint, elemAt, findIndex, take, drop, splitAt
  , split, splitMember, lookupLT, lookupGT, lookupLE, lookupGE
  ) where

import qualified Data.Map as M

newtype Set a = Set (M.Map a ())

instance Show a => Show (Set a) where
  showsPrec d s = showParen (d > 10) (showString "fromList " . shows (toList s))

instance Eq a => Eq (Set a) where
  Set m1 == Set m2 = M.size m1 == M.size m2 && M.keys m1 == M.keys m2

instance Ord a => Ord (Set a) where
  compare (Set m1) (Set m2) = compare (M.keys m1) (M.keys m2)

instance Ord a => Semigroup (Set a) where
  s1 <> s2 = union s1 s2

instance Ord a => Monoid (Set a) where
  mempty = empty

-- the pairs of a set's map, from its elements
unit :: [a] -> [(a, ())]
unit xs = [(x, ()) | x <- xs]

empty :: Set a
empty = Set M.empty

singleton :: a -> Set a
singleton x = Set (M.singleton x ())

fromList, fromAscList :: Ord a => [a] -> Set a
fromList xs = Set (M.fromList (unit xs))
fromAscList xs = fromList xs

fromDistinctAscList :: [a] -> Set a
fromDistinctAscList xs = Set (M.fromDistinctAscList (unit xs))

insert :: Ord a => a -> Set a -> Set a
insert x (Set m) = Set (M.insert x () m)

delete :: Ord a => a -> Set a -> Set a
delete x (Set m) = Set (M.delete x m)

member, notMember :: Ord a => a -> Set a -> Bool
member x (Set m) = M.member x m
notMember x (Set m) = M.notMember x m

null :: Set a -> Bool
null (Set m) = M.null m

size :: Set a -> Int
size (Set m) = M.size m

toList, toAscList, elems, toDescList :: Set a -> [a]
toList (Set m) = M.keys m
toAscList s = toList s
elems s = toList s
toDescList (Set m) = Prelude.map fst (M.toDescList m)

union :: Ord a => Set a -> Set a -> Set a
union (Set m1) (Set m2) = Set (M.union m1 m2)

unions :: Ord a => [Set a] -> Set a
unions ss = Prelude.foldl union empty ss

intersection, difference, (\\) :: Ord a => Set a -> Set a -> Set a
intersection (Set m1) (Set m2) = Set (M.intersection m1 m2)
difference (Set m1) (Set m2) = Set (M.difference m1 m2)
s1 \\ s2 = difference s1 s2

filter :: (a -> Bool) -> Set a -> Set a
filter p (Set m) = Set (M.filterWithKey (\x _ -> p x) m)

partition :: (a -> Bool) -> Set a -> (Set a, Set a)
partition p s = (filter p s, filter (\x -> not (p x)) s)

map :: Ord b => (a -> b) -> Set a -> Set b
map f s = fromList (Prelude.map f (toList s))

foldr :: (a -> b -> b) -> b -> Set a -> b
foldr f z (Set m) = M.foldrWithKey (\x _ acc -> f x acc) z m

foldl :: (b -> a -> b) -> b -> Set a -> b
foldl f z (Set m) = M.foldlWithKey (\acc x _ -> f acc x) z m

foldr' :: (a -> b -> b) -> b -> Set a -> b
foldr' f z s = foldr f z s

foldl' :: (b -> a -> b) -> b -> Set a -> b
foldl' f z s = Prelude.foldl' f z (toList s)

lookupMin, lookupMax :: Set a -> Maybe a
lookupMin (Set m) = fmap fst (M.lookupMin m)
lookupMax (Set m) = fmap fst (M.lookupMax m)

findMin, findMax :: Set a -> a
findMin s = maybe (error "Set.findMin: empty set has no minimal element") id (lookupMin s)
findMax s = maybe (error "Set.findMax: empty set has no maximal element") id (lookupMax s)

deleteMin, deleteMax :: Set a -> Set a
deleteMin (Set m) = Set (M.deleteMin m)
deleteMax (Set m) = Set (M.deleteMax m)

minView, maxView :: Set a -> Maybe (a, Set a)
minView (Set m) = case M.minViewWithKey m of
  Nothing -> Nothing
  Just ((x, _), m') -> Just (x, Set m')
maxView (Set m) = case M.maxViewWithKey m of
  Nothing -> Nothing
  Just ((x, _), m') -> Just (x, Set m')

isSubsetOf, isProperSubsetOf, disjoint :: Ord a => Set a -> Set a -> Bool
isSubsetOf s1 s2 = size s1 <= size s2 && Prelude.all (\x -> member x s2) (toList s1)
isProperSubsetOf s1 s2 = size s1 < size s2 && isSubsetOf s1 s2
disjoint s1 s2 = null (intersection s1 s2)

elemAt :: Int -> Set a -> a
elemAt i (Set m)
  | i < 0 || i >= M.size m = error "Set.elemAt: index out of range"
  | otherwise = fst (M.elemAt i m)

findIndex :: Ord a => a -> Set a -> Int
findIndex x (Set m)
  | M.member x m = M.findIndex x m
  | otherwise = error "Set.findIndex: element is not in the set"

take, drop :: Int -> Set a -> Set a
take n (Set m) = Set (M.take n m)
drop n (Set m) = Set (M.drop n m)
splitAt :: Int -> Set a -> (Set a, Set a)
splitAt n s = (take n s, drop n s)

split :: Ord a => a -> Set a -> (Set a, Set a)
split x (Set m) = case M.split x m of (l, r) -> (Set l, Set r)

splitMember :: Ord a => a -> Set a -> (Set a, Bool, Set a)
splitMember x s = case split x s of (l, r) -> (l, member x s, r)

lookupLT, lookupGT, lookupLE, lookupGE :: Ord a => a -> Set a -> Maybe a
lookupLT x (Set m) = fmap fst (M.lookupLT x m)
lookupGT x (Set m) = fmap fst (M.lookupGT x m)
lookupLE x (Set m) = fmap fst (M.lookupLE x m)
lookupGE x (Set m) = fmap fst (M.lookupGE x m)
