-- Data.Map for lazy-mini: finite maps from ordered keys, as balanced
-- binary trees (Adams's weight-balanced trees, as in GHC's containers:
-- delta 3, ratio 2). Compiled with a program that imports Data.Map (or
-- Data.Map.Strict: the same module here); not profiled, as containers has
-- no cost centres in GHC either. The API and the results are containers
-- 0.6's (toList in key order, fromList keeps the last value of a key,
-- union is left-biased, show prints `fromList [...]`); values are lazy.
module Data.Map
  ( Map, empty, singleton, fromList, fromListWith, fromListWithKey, fromAscList
  , fromDistinctAscList, insert, insertWith, insertWithKey, delete, adjust, adjustWithKey
  , alter, update, lookup, (!), (!?), findWithDefault, member, notMember, null, size
  , toList, toAscList, toDescList, assocs, keys, elems, map, mapWithKey, filter
  , filterWithKey, partition, partitionWithKey, mapMaybe, mapMaybeWithKey, foldr, foldl
  , foldrWithKey, foldlWithKey, foldr', foldl', foldlWithKey', foldrWithKey', union
  , unionWith, unionWithKey, unions, unionsWith, intersection, intersectionWith
  , difference, (\\), lookupMin, lookupMax, findMin, findMax, deleteMin, deleteMax
  , minViewWithKey, maxViewWithKey, minView, maxView, elemAt, findIndex, lookupLE
  , lookupGE, lookupLT, lookupGT, split
  , isSubmapOf, mapKeys, mapKeysWith, foldMapWithKey, traverseWithKey, insertLookupWithKey
  , updateLookupWithKey, notMember, take, drop, splitAt, spanAntitone, takeWhileAntitone
  , dropWhileAntitone
  ) where

data Map k a = MapTip | MapBin Int k a (Map k a) (Map k a)

instance (Show k, Show a) => Show (Map k a) where
  showsPrec d m = showParen (d > 10) (showString "fromList " . shows (toList m))

instance (Eq k, Eq a) => Eq (Map k a) where
  t1 == t2 = size t1 == size t2 && toAscList t1 == toAscList t2

instance (Ord k, Ord v) => Ord (Map k v) where
  compare m1 m2 = compare (toAscList m1) (toAscList m2)

instance Functor (Map k) where
  fmap f m = map f m

instance Ord k => Semigroup (Map k v) where
  m1 <> m2 = union m1 m2

instance Ord k => Monoid (Map k v) where
  mempty = MapTip

-- ------------------------------------------------------------ construction
empty :: Map k a
empty = MapTip

singleton :: k -> a -> Map k a
singleton k x = MapBin 1 k x MapTip MapTip

size :: Map k a -> Int
size MapTip = 0
size (MapBin n _ _ _ _) = n

null :: Map k a -> Bool
null MapTip = True
null _ = False

-- A node whose size is computed (and forced: the spine is strict).
bin :: k -> a -> Map k a -> Map k a -> Map k a
bin k x l r = let n = size l + size r + 1 in n `seq` MapBin n k x l r

-- Rebalances after one insertion or deletion on either side.
balance :: k -> a -> Map k a -> Map k a -> Map k a
balance k x l r
  | sl + sr <= 1 = bin k x l r
  | sr > 3 * sl = rotateL k x l r
  | sl > 3 * sr = rotateR k x l r
  | otherwise = bin k x l r
  where
    sl = size l
    sr = size r

rotateL :: k -> a -> Map k a -> Map k a -> Map k a
rotateL k x l r@(MapBin _ _ _ ly ry)
  | size ly < 2 * size ry = singleL k x l r
  | otherwise = doubleL k x l r
rotateR :: k -> a -> Map k a -> Map k a -> Map k a
rotateR k x l@(MapBin _ _ _ ly ry) r
  | size ry < 2 * size ly = singleR k x l r
  | otherwise = doubleR k x l r

singleL :: k -> a -> Map k a -> Map k a -> Map k a
singleL k1 x1 t1 (MapBin _ k2 x2 t2 t3) = bin k2 x2 (bin k1 x1 t1 t2) t3
singleR :: k -> a -> Map k a -> Map k a -> Map k a
singleR k1 x1 (MapBin _ k2 x2 t1 t2) t3 = bin k2 x2 t1 (bin k1 x1 t2 t3)
doubleL :: k -> a -> Map k a -> Map k a -> Map k a
doubleL k1 x1 t1 (MapBin _ k2 x2 (MapBin _ k3 x3 t2 t3) t4) =
  bin k3 x3 (bin k1 x1 t1 t2) (bin k2 x2 t3 t4)
doubleR :: k -> a -> Map k a -> Map k a -> Map k a
doubleR k1 x1 (MapBin _ k2 x2 t1 (MapBin _ k3 x3 t2 t3)) t4 =
  bin k3 x3 (bin k2 x2 t1 t2) (bin k1 x1 t3 t4)

insert :: Ord k => k -> a -> Map k a -> Map k a
insert kx x MapTip = singleton kx x
insert kx x (MapBin n ky y l r) = case compare kx ky of
  LT -> balance ky y (insert kx x l) r
  GT -> balance ky y l (insert kx x r)
  EQ -> MapBin n kx x l r

insertWith :: Ord k => (a -> a -> a) -> k -> a -> Map k a -> Map k a
insertWith f kx x m = insertWithKey (\_ new old -> f new old) kx x m

insertWithKey :: Ord k => (k -> a -> a -> a) -> k -> a -> Map k a -> Map k a
insertWithKey _ kx x MapTip = singleton kx x
insertWithKey f kx x (MapBin n ky y l r) = case compare kx ky of
  LT -> balance ky y (insertWithKey f kx x l) r
  GT -> balance ky y l (insertWithKey f kx x r)
  EQ -> MapBin n kx (f kx x y) l r

insertLookupWithKey :: Ord k => (k -> a -> a -> a) -> k -> a -> Map k a -> (Maybe a, Map k a)
insertLookupWithKey f kx x m = (lookup kx m, insertWithKey f kx x m)

fromList :: Ord k => [(k, a)] -> Map k a
fromList kxs = Prelude.foldl (\m (k, x) -> insert k x m) MapTip kxs

fromListWith :: Ord k => (a -> a -> a) -> [(k, a)] -> Map k a
fromListWith f kxs = Prelude.foldl (\m (k, x) -> insertWith f k x m) MapTip kxs

fromListWithKey :: Ord k => (k -> a -> a -> a) -> [(k, a)] -> Map k a
fromListWithKey f kxs = Prelude.foldl (\m (k, x) -> insertWithKey f k x m) MapTip kxs

fromAscList :: Ord k => [(k, a)] -> Map k a
fromAscList kxs = fromList kxs

-- A perfectly balanced tree of the first n pairs of a list in key order,
-- and the rest of the list.
fromDistinctAscList :: [(k, a)] -> Map k a
fromDistinctAscList kxs = fst (build (Prelude.length kxs) kxs)
  where
    build 0 xs = (MapTip, xs)
    build n xs =
      let nl = (n - 1) `div` 2
          pl = build nl xs
      in case snd pl of
           ((k, x) : rest) ->
             let pr = build (n - 1 - nl) rest
             in (bin k x (fst pl) (fst pr), snd pr)

-- ------------------------------------------------------------ deletion
delete :: Ord k => k -> Map k a -> Map k a
delete _ MapTip = MapTip
delete k (MapBin _ kx x l r) = case compare k kx of
  LT -> balance kx x (delete k l) r
  GT -> balance kx x l (delete k r)
  EQ -> glue l r

-- Two trees, all of l's keys below r's, balanced with each other.
glue :: Map k a -> Map k a -> Map k a
glue MapTip r = r
glue l MapTip = l
glue l r
  | size l > size r = case maxViewSure l of (km, m, l') -> balance km m l' r
  | otherwise = case minViewSure r of (km, m, r') -> balance km m l r'

minViewSure :: Map k a -> (k, a, Map k a)
minViewSure (MapBin _ k x MapTip r) = (k, x, r)
minViewSure (MapBin _ k x l r) = case minViewSure l of (km, m, l') -> (km, m, balance k x l' r)

maxViewSure :: Map k a -> (k, a, Map k a)
maxViewSure (MapBin _ k x l MapTip) = (k, x, l)
maxViewSure (MapBin _ k x l r) = case maxViewSure r of (km, m, r') -> (km, m, balance k x l r')

adjust :: Ord k => (a -> a) -> k -> Map k a -> Map k a
adjust f k m = adjustWithKey (\_ x -> f x) k m

adjustWithKey :: Ord k => (k -> a -> a) -> k -> Map k a -> Map k a
adjustWithKey _ _ MapTip = MapTip
adjustWithKey f k (MapBin n kx x l r) = case compare k kx of
  LT -> MapBin n kx x (adjustWithKey f k l) r
  GT -> MapBin n kx x l (adjustWithKey f k r)
  EQ -> MapBin n kx (f kx x) l r

update :: Ord k => (a -> Maybe a) -> k -> Map k a -> Map k a
update f k m = case lookup k m of
  Nothing -> m
  Just x -> case f x of
    Nothing -> delete k m
    Just y -> insert k y m

updateLookupWithKey :: Ord k => (k -> a -> Maybe a) -> k -> Map k a -> (Maybe a, Map k a)
updateLookupWithKey f k m = case lookup k m of
  Nothing -> (Nothing, m)
  Just x -> case f k x of
    Nothing -> (Just x, delete k m)
    Just y -> (Just y, insert k y m)

alter :: Ord k => (Maybe a -> Maybe a) -> k -> Map k a -> Map k a
alter f k m = case f (lookup k m) of
  Nothing -> delete k m
  Just x -> insert k x m

-- ------------------------------------------------------------ queries
lookup :: Ord k => k -> Map k a -> Maybe a
lookup _ MapTip = Nothing
lookup k (MapBin _ kx x l r) = case compare k kx of
  LT -> lookup k l
  GT -> lookup k r
  EQ -> Just x

member :: Ord k => k -> Map k a -> Bool
member k m = case lookup k m of
  Nothing -> False
  Just _ -> True

notMember :: Ord k => k -> Map k a -> Bool
notMember k m = not (member k m)

findWithDefault :: Ord k => a -> k -> Map k a -> a
findWithDefault d k m = case lookup k m of
  Nothing -> d
  Just x -> x

(!) :: Ord k => Map k a -> k -> a
m ! k = case lookup k m of
  Nothing -> error "Map.!: given key is not an element in the map"
  Just x -> x

(!?) :: Ord k => Map k a -> k -> Maybe a
m !? k = lookup k m

lookupLT, lookupGT, lookupLE, lookupGE :: Ord k => k -> Map k v -> Maybe (k, v)
lookupLT k m = goNothing m
  where
    goNothing MapTip = Nothing
    goNothing (MapBin _ kx x l r) | k <= kx = goNothing l
                                  | otherwise = goJust kx x r
    goJust kb xb MapTip = Just (kb, xb)
    goJust kb xb (MapBin _ kx x l r) | k <= kx = goJust kb xb l
                                     | otherwise = goJust kx x r
lookupGT k m = goNothing m
  where
    goNothing MapTip = Nothing
    goNothing (MapBin _ kx x l r) | k < kx = goJust kx x l
                                  | otherwise = goNothing r
    goJust kb xb MapTip = Just (kb, xb)
    goJust kb xb (MapBin _ kx x l r) | k < kx = goJust kx x l
                                     | otherwise = goJust kb xb r
lookupLE k m = case lookup k m of
  Just x -> Just (k, x)
  Nothing -> lookupLT k m
lookupGE k m = case lookup k m of
  Just x -> Just (k, x)
  Nothing -> lookupGT k m

lookupMin, lookupMax :: Map k a -> Maybe (k, a)
lookupMin MapTip = Nothing
lookupMin (MapBin _ k x MapTip _) = Just (k, x)
lookupMin (MapBin _ _ _ l _) = lookupMin l
lookupMax MapTip = Nothing
lookupMax (MapBin _ k x _ MapTip) = Just (k, x)
lookupMax (MapBin _ _ _ _ r) = lookupMax r

findMin, findMax :: Map k a -> (k, a)
findMin m = case lookupMin m of
  Just kx -> kx
  Nothing -> error "Map.findMin: empty map has no minimal element"
findMax m = case lookupMax m of
  Just kx -> kx
  Nothing -> error "Map.findMax: empty map has no maximal element"

deleteMin, deleteMax :: Map k a -> Map k a
deleteMin MapTip = MapTip
deleteMin m = case minViewSure m of (_, _, m') -> m'
deleteMax MapTip = MapTip
deleteMax m = case maxViewSure m of (_, _, m') -> m'

minViewWithKey, maxViewWithKey :: Map k a -> Maybe ((k, a), Map k a)
minViewWithKey MapTip = Nothing
minViewWithKey m = case minViewSure m of (k, x, m') -> Just ((k, x), m')
maxViewWithKey MapTip = Nothing
maxViewWithKey m = case maxViewSure m of (k, x, m') -> Just ((k, x), m')

minView, maxView :: Map k a -> Maybe (a, Map k a)
minView m = case minViewWithKey m of
  Nothing -> Nothing
  Just ((_, x), m') -> Just (x, m')
maxView m = case maxViewWithKey m of
  Nothing -> Nothing
  Just ((_, x), m') -> Just (x, m')

elemAt :: Int -> Map k a -> (k, a)
elemAt _ MapTip = error "Map.elemAt: index out of range"
elemAt i (MapBin _ kx x l r)
  | i < sl = elemAt i l
  | i > sl = elemAt (i - sl - 1) r
  | otherwise = (kx, x)
  where sl = size l

findIndex :: Ord k => k -> Map k a -> Int
findIndex k m = go 0 m
  where
    go _ MapTip = error "Map.findIndex: element is not in the map"
    go idx (MapBin _ kx _ l r) = case compare k kx of
      LT -> go idx l
      GT -> go (idx + size l + 1) r
      EQ -> idx + size l

take, drop :: Int -> Map k a -> Map k a
take n m = fromDistinctAscList (Prelude.take n (toAscList m))
drop n m = fromDistinctAscList (Prelude.drop n (toAscList m))
splitAt :: Int -> Map k a -> (Map k a, Map k a)
splitAt n m = (take n m, drop n m)

isSubmapOf :: (Ord k, Eq a) => Map k a -> Map k a -> Bool
isSubmapOf m1 m2 = Prelude.all (\(k, x) -> lookup k m2 == Just x) (toAscList m1)

-- ------------------------------------------------------------ traversals
foldrWithKey :: (k -> a -> b -> b) -> b -> Map k a -> b
foldrWithKey _ z MapTip = z
foldrWithKey f z (MapBin _ kx x l r) = foldrWithKey f (f kx x (foldrWithKey f z r)) l

foldlWithKey :: (b -> k -> a -> b) -> b -> Map k a -> b
foldlWithKey _ z MapTip = z
foldlWithKey f z (MapBin _ kx x l r) = foldlWithKey f (f (foldlWithKey f z l) kx x) r

foldr :: (a -> b -> b) -> b -> Map k a -> b
foldr f z m = foldrWithKey (\_ x acc -> f x acc) z m

foldl :: (b -> a -> b) -> b -> Map k a -> b
foldl f z m = foldlWithKey (\acc _ x -> f acc x) z m

foldr' :: (a -> b -> b) -> b -> Map k a -> b
foldr' f z m = Prelude.foldr f z (elems m)

foldl' :: (b -> a -> b) -> b -> Map k a -> b
foldl' f z m = Prelude.foldl' f z (elems m)

foldlWithKey' :: (b -> k -> a -> b) -> b -> Map k a -> b
foldlWithKey' f z m = Prelude.foldl' (\acc (k, x) -> f acc k x) z (toAscList m)

foldrWithKey' :: (k -> a -> b -> b) -> b -> Map k a -> b
foldrWithKey' f z m = foldrWithKey f z m

foldMapWithKey :: (k -> a -> [b]) -> Map k a -> [b]
foldMapWithKey f m = Prelude.concatMap (\(k, x) -> f k x) (toAscList m)

toList, toAscList, assocs, toDescList :: Map k a -> [(k, a)]
toList m = toAscList m
toAscList m = foldrWithKey (\k x xs -> (k, x) : xs) [] m
assocs m = toAscList m
toDescList m = foldlWithKey (\xs k x -> (k, x) : xs) [] m

keys :: Map k a -> [k]
keys m = foldrWithKey (\k _ ks -> k : ks) [] m

elems :: Map k a -> [a]
elems m = foldrWithKey (\_ x xs -> x : xs) [] m


map :: (a -> b) -> Map k a -> Map k b
map _ MapTip = MapTip
map f (MapBin n kx x l r) = MapBin n kx (f x) (map f l) (map f r)

mapWithKey :: (k -> a -> b) -> Map k a -> Map k b
mapWithKey _ MapTip = MapTip
mapWithKey f (MapBin n kx x l r) = MapBin n kx (f kx x) (mapWithKey f l) (mapWithKey f r)

traverseWithKey :: Applicative t => (k -> a -> t b) -> Map k a -> t (Map k b)
traverseWithKey f m =
  fmap fromDistinctAscList (traverse (\(k, x) -> fmap (\y -> (k, y)) (f k x)) (toAscList m))

mapKeys :: Ord k2 => (k1 -> k2) -> Map k1 a -> Map k2 a
mapKeys f m = fromList [(f k, x) | (k, x) <- toAscList m]

mapKeysWith :: Ord k2 => (a -> a -> a) -> (k1 -> k2) -> Map k1 a -> Map k2 a
mapKeysWith c f m = fromListWith c [(f k, x) | (k, x) <- toAscList m]

filter :: (a -> Bool) -> Map k a -> Map k a
filter p m = filterWithKey (\_ x -> p x) m

filterWithKey :: (k -> a -> Bool) -> Map k a -> Map k a
filterWithKey p m = fromDistinctAscList [(k, x) | (k, x) <- toAscList m, p k x]



partition :: (a -> Bool) -> Map k a -> (Map k a, Map k a)
partition p m = partitionWithKey (\_ x -> p x) m

partitionWithKey :: (k -> a -> Bool) -> Map k a -> (Map k a, Map k a)
partitionWithKey p m = (filterWithKey p m, filterWithKey (\k x -> not (p k x)) m)

mapMaybe :: (a -> Maybe b) -> Map k a -> Map k b
mapMaybe f m = mapMaybeWithKey (\_ x -> f x) m

mapMaybeWithKey :: (k -> a -> Maybe b) -> Map k a -> Map k b
mapMaybeWithKey f m = fromDistinctAscList [(k, y) | (k, x) <- toAscList m, Just y <- [f k x]]

spanAntitone :: (k -> Bool) -> Map k a -> (Map k a, Map k a)
spanAntitone p m = case Prelude.span (\(k, _) -> p k) (toAscList m) of
  (a, b) -> (fromDistinctAscList a, fromDistinctAscList b)
takeWhileAntitone, dropWhileAntitone :: (k -> Bool) -> Map k a -> Map k a
takeWhileAntitone p m = fst (spanAntitone p m)
dropWhileAntitone p m = snd (spanAntitone p m)

split :: Ord k => k -> Map k a -> (Map k a, Map k a)
split k m = (filterWithKey (\kx _ -> kx < k) m, filterWithKey (\kx _ -> kx > k) m)

-- ------------------------------------------------------------ combining
union :: Ord k => Map k a -> Map k a -> Map k a
union t1 t2 = foldlWithKey (\m k x -> insert k x m) t2 t1

unionWith :: Ord k => (a -> a -> a) -> Map k a -> Map k a -> Map k a
unionWith f t1 t2 = foldlWithKey (\m k x -> insertWith f k x m) t2 t1

unionWithKey :: Ord k => (k -> a -> a -> a) -> Map k a -> Map k a -> Map k a
unionWithKey f t1 t2 = foldlWithKey (\m k x -> insertWithKey f k x m) t2 t1

unions :: Ord k => [Map k a] -> Map k a
unions ts = Prelude.foldl union MapTip ts

unionsWith :: Ord k => (a -> a -> a) -> [Map k a] -> Map k a
unionsWith f ts = Prelude.foldl (unionWith f) MapTip ts

intersection :: Ord k => Map k a -> Map k b -> Map k a
intersection t1 t2 = filterWithKey (\k _ -> member k t2) t1

intersectionWith :: Ord k => (a -> b -> c) -> Map k a -> Map k b -> Map k c
intersectionWith f t1 t2 =
  fromDistinctAscList [(k, f x y) | (k, x) <- toAscList t1, Just y <- [lookup k t2]]

difference :: Ord k => Map k a -> Map k b -> Map k a
difference t1 t2 = filterWithKey (\k _ -> notMember k t2) t1

(\\) :: Ord k => Map k a -> Map k b -> Map k a
m1 \\ m2 = difference m1 m2
