-- Data.Set for lazy-mini: finite sets of ordered elements, as balanced
-- binary trees (Adams's weight-balanced trees, as in GHC's containers:
-- delta 3, ratio 2). Compiled with a program that imports Data.Set; not
-- profiled, as containers has no cost centres in GHC either. The API and
-- the results are containers 0.6's (toList in order, union left-biased,
-- show prints `fromList [...]`).
module Data.Set
  ( Set, empty, singleton, fromList, fromAscList, fromDistinctAscList, insert, delete
  , member, notMember, null, size, toList, toAscList, toDescList, elems, union, unions
  , intersection, difference, (\\), filter, partition, map, foldr, foldl, foldr', foldl'
  , findMin, findMax, lookupMin, lookupMax, deleteMin, deleteMax, minView, maxView
  , isSubsetOf, isProperSubsetOf, disjoint, elemAt, findIndex, take, drop, splitAt
  , split, splitMember, lookupLT, lookupGT, lookupLE, lookupGE
  ) where

data Set a = SetTip | SetBin Int a (Set a) (Set a)

instance Show a => Show (Set a) where
  showsPrec d s = showParen (d > 10) (showString "fromList " . shows (toList s))

instance Eq a => Eq (Set a) where
  s1 == s2 = size s1 == size s2 && toAscList s1 == toAscList s2

instance Ord a => Ord (Set a) where
  compare s1 s2 = compare (toAscList s1) (toAscList s2)

instance Ord a => Semigroup (Set a) where
  s1 <> s2 = union s1 s2

instance Ord a => Monoid (Set a) where
  mempty = SetTip

-- ------------------------------------------------------------ construction
empty :: Set a
empty = SetTip

singleton :: a -> Set a
singleton x = SetBin 1 x SetTip SetTip

size :: Set a -> Int
size SetTip = 0
size (SetBin n _ _ _) = n

null :: Set a -> Bool
null SetTip = True
null _ = False

bin :: a -> Set a -> Set a -> Set a
bin x l r = let n = size l + size r + 1 in n `seq` SetBin n x l r

balance :: a -> Set a -> Set a -> Set a
balance x l r
  | sl + sr <= 1 = bin x l r
  | sr > 3 * sl = rotateL x l r
  | sl > 3 * sr = rotateR x l r
  | otherwise = bin x l r
  where
    sl = size l
    sr = size r

rotateL :: a -> Set a -> Set a -> Set a
rotateL x l r@(SetBin _ _ ly ry)
  | size ly < 2 * size ry = singleL x l r
  | otherwise = doubleL x l r
rotateR :: a -> Set a -> Set a -> Set a
rotateR x l@(SetBin _ _ ly ry) r
  | size ry < 2 * size ly = singleR x l r
  | otherwise = doubleR x l r

singleL, singleR, doubleL, doubleR :: a -> Set a -> Set a -> Set a
singleL x1 t1 (SetBin _ x2 t2 t3) = bin x2 (bin x1 t1 t2) t3
singleR x1 (SetBin _ x2 t1 t2) t3 = bin x2 t1 (bin x1 t2 t3)
doubleL x1 t1 (SetBin _ x2 (SetBin _ x3 t2 t3) t4) = bin x3 (bin x1 t1 t2) (bin x2 t3 t4)
doubleR x1 (SetBin _ x2 t1 (SetBin _ x3 t2 t3)) t4 = bin x3 (bin x2 t1 t2) (bin x1 t3 t4)

insert :: Ord a => a -> Set a -> Set a
insert x SetTip = singleton x
insert x t@(SetBin n y l r) = case compare x y of
  LT -> balance y (insert x l) r
  GT -> balance y l (insert x r)
  EQ -> SetBin n x l r

fromList :: Ord a => [a] -> Set a
fromList xs = Prelude.foldl (\s x -> insert x s) SetTip xs

fromAscList :: Ord a => [a] -> Set a
fromAscList xs = fromList xs

-- A perfectly balanced tree of a list in order, without duplicates.
fromDistinctAscList :: [a] -> Set a
fromDistinctAscList xs = fst (build (Prelude.length xs) xs)
  where
    build 0 ys = (SetTip, ys)
    build n ys =
      let nl = (n - 1) `div` 2
          pl = build nl ys
      in case snd pl of
           (x : rest) ->
             let pr = build (n - 1 - nl) rest
             in (bin x (fst pl) (fst pr), snd pr)

-- ------------------------------------------------------------ deletion
delete :: Ord a => a -> Set a -> Set a
delete _ SetTip = SetTip
delete x (SetBin _ y l r) = case compare x y of
  LT -> balance y (delete x l) r
  GT -> balance y l (delete x r)
  EQ -> glue l r

glue :: Set a -> Set a -> Set a
glue SetTip r = r
glue l SetTip = l
glue l r
  | size l > size r = case maxViewSure l of (m, l') -> balance m l' r
  | otherwise = case minViewSure r of (m, r') -> balance m l r'

minViewSure, maxViewSure :: Set a -> (a, Set a)
minViewSure (SetBin _ x SetTip r) = (x, r)
minViewSure (SetBin _ x l r) = case minViewSure l of (m, l') -> (m, balance x l' r)
maxViewSure (SetBin _ x l SetTip) = (x, l)
maxViewSure (SetBin _ x l r) = case maxViewSure r of (m, r') -> (m, balance x l r')

deleteMin, deleteMax :: Set a -> Set a
deleteMin SetTip = SetTip
deleteMin s = snd (minViewSure s)
deleteMax SetTip = SetTip
deleteMax s = snd (maxViewSure s)

minView, maxView :: Set a -> Maybe (a, Set a)
minView SetTip = Nothing
minView s = Just (minViewSure s)
maxView SetTip = Nothing
maxView s = Just (maxViewSure s)

-- ------------------------------------------------------------ queries
member :: Ord a => a -> Set a -> Bool
member _ SetTip = False
member x (SetBin _ y l r) = case compare x y of
  LT -> member x l
  GT -> member x r
  EQ -> True

notMember :: Ord a => a -> Set a -> Bool
notMember x s = not (member x s)

lookupMin, lookupMax :: Set a -> Maybe a
lookupMin SetTip = Nothing
lookupMin (SetBin _ x SetTip _) = Just x
lookupMin (SetBin _ _ l _) = lookupMin l
lookupMax SetTip = Nothing
lookupMax (SetBin _ x _ SetTip) = Just x
lookupMax (SetBin _ _ _ r) = lookupMax r

findMin, findMax :: Set a -> a
findMin s = case lookupMin s of
  Just x -> x
  Nothing -> error "Set.findMin: empty set has no minimal element"
findMax s = case lookupMax s of
  Just x -> x
  Nothing -> error "Set.findMax: empty set has no maximal element"

lookupLT, lookupGT, lookupLE, lookupGE :: Ord a => a -> Set a -> Maybe a
lookupLT x s = Prelude.foldl (\b y -> if y < x then Just y else b) Nothing (toAscList s)
lookupGT x s = Prelude.foldr (\y b -> if y > x then Just y else b) Nothing (toAscList s)
lookupLE x s = Prelude.foldl (\b y -> if y <= x then Just y else b) Nothing (toAscList s)
lookupGE x s = Prelude.foldr (\y b -> if y >= x then Just y else b) Nothing (toAscList s)

elemAt :: Int -> Set a -> a
elemAt _ SetTip = error "Set.elemAt: index out of range"
elemAt i (SetBin _ x l r)
  | i < sl = elemAt i l
  | i > sl = elemAt (i - sl - 1) r
  | otherwise = x
  where sl = size l

findIndex :: Ord a => a -> Set a -> Int
findIndex x s = go 0 s
  where
    go _ SetTip = error "Set.findIndex: element is not in the set"
    go idx (SetBin _ y l r) = case compare x y of
      LT -> go idx l
      GT -> go (idx + size l + 1) r
      EQ -> idx + size l

isSubsetOf :: Ord a => Set a -> Set a -> Bool
isSubsetOf s1 s2 = size s1 <= size s2 && Prelude.all (\x -> member x s2) (toAscList s1)

isProperSubsetOf :: Ord a => Set a -> Set a -> Bool
isProperSubsetOf s1 s2 = size s1 < size s2 && isSubsetOf s1 s2

disjoint :: Ord a => Set a -> Set a -> Bool
disjoint s1 s2 = null (intersection s1 s2)

-- ------------------------------------------------------------ traversals
foldr :: (a -> b -> b) -> b -> Set a -> b
foldr _ z SetTip = z
foldr f z (SetBin _ x l r) = foldr f (f x (foldr f z r)) l

foldl :: (b -> a -> b) -> b -> Set a -> b
foldl _ z SetTip = z
foldl f z (SetBin _ x l r) = foldl f (f (foldl f z l) x) r

foldr' :: (a -> b -> b) -> b -> Set a -> b
foldr' f z s = foldr f z s

foldl' :: (b -> a -> b) -> b -> Set a -> b
foldl' f z s = Prelude.foldl' f z (toAscList s)

toList, toAscList, elems, toDescList :: Set a -> [a]
toList s = toAscList s
toAscList s = foldr (:) [] s
elems s = toAscList s
toDescList s = foldl (flip (:)) [] s

map :: Ord b => (a -> b) -> Set a -> Set b
map f s = fromList (Prelude.map f (toAscList s))

filter :: (a -> Bool) -> Set a -> Set a
filter p s = fromDistinctAscList (Prelude.filter p (toAscList s))

partition :: (a -> Bool) -> Set a -> (Set a, Set a)
partition p s = (filter p s, filter (\x -> not (p x)) s)

split :: Ord a => a -> Set a -> (Set a, Set a)
split x s = (filter (< x) s, filter (> x) s)

splitMember :: Ord a => a -> Set a -> (Set a, Bool, Set a)
splitMember x s = (filter (< x) s, member x s, filter (> x) s)

take, drop :: Int -> Set a -> Set a
take n s = fromDistinctAscList (Prelude.take n (toAscList s))
drop n s = fromDistinctAscList (Prelude.drop n (toAscList s))
splitAt :: Int -> Set a -> (Set a, Set a)
splitAt n s = (take n s, drop n s)

-- ------------------------------------------------------------ combining
union :: Ord a => Set a -> Set a -> Set a
union s1 s2 = foldl (\s x -> insert x s) s2 s1

unions :: Ord a => [Set a] -> Set a
unions ss = Prelude.foldl union SetTip ss

intersection :: Ord a => Set a -> Set a -> Set a
intersection s1 s2 = filter (\x -> member x s2) s1

difference :: Ord a => Set a -> Set a -> Set a
difference s1 s2 = filter (\x -> notMember x s2) s1

(\\) :: Ord a => Set a -> Set a -> Set a
s1 \\ s2 = difference s1 s2
