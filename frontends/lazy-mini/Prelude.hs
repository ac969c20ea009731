-- The lazy-mini Prelude: written in lazy-mini, compiled with every program.
-- Primitives (arithmetic, comparisons, seq, error, show, print, putStrLn,
-- IO's >>=, >> and return) are built into the compiler. Like GHC's base library, these
-- functions are not cost centres even with -fprof-auto: their costs go to
-- the cost centre that calls them.

otherwise = True

not True = False
not False = True

True && x = x
False && _ = False

True || _ = True
False || x = x

id x = x
const x _ = x
flip f x y = f y x
f . g = \x -> f (g x)
f $ x = f x
f $! x = x `seq` f x

fst (a, _) = a
snd (_, b) = b

subtract x y = y - x
even n = n `mod` 2 == 0
odd n = n `mod` 2 /= 0
abs n = if n < 0 then negate n else n
signum n = if n < 0 then -1 else if n == 0 then 0 else 1
max a b = if a <= b then b else a
min a b = if a <= b then a else b
gcd a b = gcdAcc (abs a) (abs b)
gcdAcc a 0 = a
gcdAcc a b = gcdAcc b (a `rem` b)
lcm _ 0 = 0
lcm 0 _ = 0
lcm a b = abs ((a `quot` gcd a b) * b)
until p f x = if p x then x else until p f (f x)

(++) :: [a] -> [a] -> [a]
[] ++ ys = ys
(x:xs) ++ ys = x : (xs ++ ys)

head (x:_) = x
head [] = error "Prelude.head: empty list"
tail (_:xs) = xs
tail [] = error "Prelude.tail: empty list"
last [x] = x
last (_:xs) = last xs
last [] = error "Prelude.last: empty list"
init [x] = []
init (x:xs) = x : init xs
init [] = error "Prelude.init: empty list"
null [] = True
null _ = False

(!!) :: [a] -> Int -> a
xs !! n = if n < 0 then error "Prelude.!!: negative index" else nth xs n
nth (x:_) 0 = x
nth (_:xs) n = nth xs (n - 1)
nth [] _ = error "Prelude.!!: index too large"

length :: [a] -> Int
length xs = lengthAcc 0 xs
lengthAcc n [] = n
lengthAcc n (_:xs) = let m = n + 1 in m `seq` lengthAcc m xs

map f [] = []
map f (x:xs) = f x : map f xs

filter p [] = []
filter p (x:xs) = if p x then x : filter p xs else filter p xs

foldr f z [] = z
foldr f z (x:xs) = f x (foldr f z xs)

foldl f z [] = z
foldl f z (x:xs) = foldl f (f z x) xs

foldr1 f [x] = x
foldr1 f (x:xs) = f x (foldr1 f xs)
foldr1 _ [] = error "Prelude.foldr1: empty list"
foldl1 f (x:xs) = foldl f x xs
foldl1 _ [] = error "Prelude.foldl1: empty list"

sum xs = sumAcc 0 xs
sumAcc acc [] = acc
sumAcc acc (x:xs) = let a = acc + x in a `seq` sumAcc a xs
product xs = productAcc 1 xs
productAcc acc [] = acc
productAcc acc (x:xs) = let a = acc * x in a `seq` productAcc a xs
maximum [] = error "Prelude.maximum: empty list"
maximum (x:xs) = foldl max x xs
minimum [] = error "Prelude.minimum: empty list"
minimum (x:xs) = foldl min x xs

and [] = True
and (x:xs) = x && and xs
or [] = False
or (x:xs) = x || or xs
any p xs = or (map p xs)
all p xs = and (map p xs)
elem x [] = False
elem x (y:ys) = x == y || elem x ys
notElem x ys = not (elem x ys)
lookup _ [] = Nothing
lookup k ((k', v):rest) = if k == k' then Just v else lookup k rest

take :: Int -> [a] -> [a]
take n xs = if n <= 0 then [] else takeList n xs
takeList _ [] = []
takeList n (x:xs) = x : take (n - 1) xs
drop :: Int -> [a] -> [a]
drop n xs = if n <= 0 then xs else dropList n xs
dropList _ [] = []
dropList n (_:xs) = drop (n - 1) xs
splitAt :: Int -> [a] -> ([a], [a])
splitAt n xs = (take n xs, drop n xs)
takeWhile p [] = []
takeWhile p (x:xs) = if p x then x : takeWhile p xs else []
dropWhile p [] = []
dropWhile p (x:xs) = if p x then dropWhile p xs else x : xs
span p [] = ([], [])
span p (x:xs) = if p x then (let (ys, zs) = span p xs in (x : ys, zs)) else ([], x : xs)
break p xs = span (not . p) xs

isSpace :: Char -> Bool
isSpace c = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\12' || c == '\11'
words :: String -> [String]
words s = case dropWhile isSpace s of
  [] -> []
  s1 -> let (w, rest) = break isSpace s1 in w : words rest
unwords :: [String] -> String
unwords [] = ""
unwords ws = foldr1 (\w s -> w ++ ' ' : s) ws
lines :: String -> [String]
lines [] = []
lines s = let (l, s1) = break (== '\n') s in l : linesRest s1
linesRest [] = []
linesRest (_:s) = lines s
unlines :: [String] -> String
unlines ls = concatMap (\l -> l ++ "\n") ls

reverse xs = reverseAcc [] xs
reverseAcc acc [] = acc
reverseAcc acc (x:xs) = reverseAcc (x : acc) xs

concat xss = foldr (++) [] xss
concatMap f xs = concatMapList f xs
concatMapList f [] = []
concatMapList f (x:xs) = f x ++ concatMapList f xs

zip (a:as) (b:bs) = (a, b) : zip as bs
zip _ _ = []
zip3 (a:as) (b:bs) (c:cs) = (a, b, c) : zip3 as bs cs
zip3 _ _ _ = []
zipWith f (a:as) (b:bs) = f a b : zipWith f as bs
zipWith _ _ _ = []
unzip [] = ([], [])
unzip ((a, b):rest) = let (as, bs) = unzip rest in (a : as, b : bs)

iterate f x = x : iterate f (f x)
repeat x = let xs = x : xs in xs
replicate :: Int -> a -> [a]
replicate n x = take n (repeat x)
cycle [] = error "Prelude.cycle: empty list"
cycle xs = let ys = xs ++ ys in ys

-- Ranges over any Enum type: fromEnum, and back with primEnumLike (a
-- value of x's type from its fromEnum: an Int is itself, inline).
enumFrom :: Enum a => a -> [a]
enumFrom a = enumStep a (fromEnum a) 1 (primEnumTop a)
enumFromTo :: Enum a => a -> a -> [a]
enumFromTo a b = enumStep a (fromEnum a) 1 (fromEnum b)
enumFromThen :: Enum a => a -> a -> [a]
enumFromThen a b =
  let i = fromEnum a
      j = fromEnum b
  in enumStep a i (j - i) (if j >= i then primEnumTop a else primEnumBottom a)
enumFromThenTo :: Enum a => a -> a -> a -> [a]
enumFromThenTo a b c = let i = fromEnum a in enumStep a i (fromEnum b - i) (fromEnum c)
-- the values of x's type from fromEnum i by d, to lim
enumStep x i d lim =
  if (if d >= 0 then i > lim else i < lim) then []
  else primEnumLike x i : (if i == lim then [] else enumStep x (i + d) d lim)
succ, pred :: Enum a => a -> a
succ x = primEnumLike x (fromEnum x + 1)
pred x = primEnumLike x (fromEnum x - 1)

-- Functor, Applicative and Monad: classes passed as dictionaries. The
-- defaults, and the functions below that use them, are GHC's base 4.15
-- (GHC 9.0): a program's instance methods are entered as often as there.
class Functor f where
  fmap :: (a -> b) -> f a -> f b
  (<$) :: a -> f b -> f a
  (<$) = fmap . const

class Functor f => Applicative f where
  pure :: a -> f a
  (<*>) :: f (a -> b) -> f a -> f b
  liftA2 :: (a -> b -> c) -> f a -> f b -> f c
  (*>) :: f a -> f b -> f b
  (<*) :: f a -> f b -> f a
  (<*>) = liftA2 id
  liftA2 f x = (<*>) (fmap f x)
  a1 *> a2 = (id <$ a1) <*> a2
  (<*) = liftA2 const

class Applicative m => Monad m where
  (>>=) :: m a -> (a -> m b) -> m b
  (>>) :: m a -> m b -> m b
  return :: a -> m a
  m >> k = m >>= \_ -> k
  return = pure

(<$>) :: Functor f => (a -> b) -> f a -> f b
(<$>) = fmap
(=<<) :: Monad m => (a -> m b) -> m a -> m b
f =<< x = x >>= f

instance Functor [] where
  fmap f xs = map f xs
instance Applicative [] where
  pure x = [x]
  fs <*> xs = concatMap (\f -> map f xs) fs
  liftA2 f xs ys = concatMap (\x -> map (f x) ys) xs
  xs *> ys = concatMap (\_ -> ys) xs
instance Monad [] where
  xs >>= f = concatMap f xs

instance Functor IO where
  fmap f m = primBindIO m (\x -> primReturnIO (f x))
instance Applicative IO where
  pure x = primReturnIO x
  mf <*> mx = primBindIO mf (\f -> primBindIO mx (\x -> primReturnIO (f x)))
  liftA2 f ma mb = primBindIO ma (\a -> primBindIO mb (\b -> primReturnIO (f a b)))
  a *> b = primThenIO a b
instance Monad IO where
  m >>= k = primBindIO m k
  m >> k = primThenIO m k
  return x = primReturnIO x

mapM_ :: Monad m => (a -> m b) -> [a] -> m ()
mapM_ f = foldr c (return ())
  where c x k = f x >> k
sequence_ :: Monad m => [m a] -> m ()
sequence_ = foldr c (return ())
  where c m k = m >> k
traverse :: Applicative f => (a -> f b) -> [a] -> f [b]
traverse f = foldr consF (pure [])
  where consF x ys = liftA2 (:) (f x) ys
mapM :: Monad m => (a -> m b) -> [a] -> m [b]
mapM = traverse
sequence :: Monad m => [m a] -> m [a]
sequence = traverse id
sequenceA_ :: Applicative f => [f a] -> f ()
sequenceA_ = foldr c (pure ())
  where c m k = m *> k

data Maybe a = Nothing | Just a deriving (Eq, Ord, Show)
instance Functor Maybe where
  fmap _ Nothing = Nothing
  fmap f (Just x) = Just (f x)
instance Applicative Maybe where
  pure x = Just x
  Just f <*> m = fmap f m
  Nothing <*> _ = Nothing
  liftA2 f (Just x) (Just y) = Just (f x y)
  liftA2 _ _ _ = Nothing
  Just _ *> m = m
  Nothing *> _ = Nothing
instance Monad Maybe where
  Nothing >>= _ = Nothing
  Just x >>= f = f x
  (>>) = (*>)
maybe d f Nothing = d
maybe d f (Just x) = f x

data Either a b = Left a | Right b deriving (Eq, Ord, Show)
instance Functor (Either e) where
  fmap _ (Left e) = Left e
  fmap f (Right x) = Right (f x)
instance Applicative (Either e) where
  pure x = Right x
  Left e <*> _ = Left e
  Right f <*> r = fmap f r
instance Monad (Either e) where
  Left e >>= _ = Left e
  Right x >>= f = f x
either :: (a -> c) -> (b -> c) -> Either a b -> c
either f _ (Left x) = f x
either _ g (Right y) = g y

data Ordering = LT | EQ | GT deriving (Eq, Ord, Show, Enum, Bounded)
compare :: Ord a => a -> a -> Ordering
compare x y = case primCompare x y of
  0 -> EQ
  1 -> GT
  _ -> LT

curry :: ((a, b) -> c) -> a -> b -> c
curry f a b = f (a, b)
uncurry :: (a -> b -> c) -> (a, b) -> c
uncurry f (a, b) = f a b

scanl :: (b -> a -> b) -> b -> [a] -> [b]
scanl f q ls = q : scanlRest f q ls
scanlRest f q [] = []
scanlRest f q (x:xs) = scanl f (f q x) xs
scanl1 :: (a -> a -> a) -> [a] -> [a]
scanl1 f (x:xs) = scanl f x xs
scanl1 _ [] = []
scanr :: (a -> b -> b) -> b -> [a] -> [b]
scanr f q0 [] = [q0]
scanr f q0 (x:xs) = let qs = scanr f q0 xs in f x (head qs) : qs

zipWith3 f (a:as) (b:bs) (c:cs) = f a b c : zipWith3 f as bs cs
zipWith3 _ _ _ _ = []
unzip3 [] = ([], [], [])
unzip3 ((a, b, c):rest) = let (as, bs, cs) = unzip3 rest in (a : as, b : bs, c : cs)

divMod, quotRem :: Integral a => a -> a -> (a, a)
divMod n d = (n `div` d, n `mod` d)
quotRem n d = (n `quot` d, n `rem` d)

(^) :: (Num a, Integral b) => a -> b -> a
x ^ n = if n < 0 then error "Negative exponent" else powAcc 1 x n
(^^) :: (Fractional a, Integral b) => a -> b -> a
x ^^ n = if n >= 0 then x ^ n else recip (x ^ negate n)
powAcc acc _ 0 = acc
powAcc acc x n = powAcc (if odd n then acc * x else acc) (x * x) (n `div` 2)

fromIntegral :: (Integral a, Num b) => a -> b
fromIntegral n = primIntegralCoerce n
toInteger :: Integral a => a -> Integer
toInteger n = primIntegralCoerce n
fromInteger :: Num a => Integer -> a
fromInteger n = primIntegralCoerce n
realToFrac :: (Real a, Fractional b) => a -> b
realToFrac x = primIntegralCoerce x

-- Fractional, Floating, RealFrac: Double is their one type. primMath's and
-- primRound's first argument is the operation (lazy_runtime.h, LZ_MATH_*
-- and LZ_ROUND_*).
recip :: Fractional a => a -> a
recip x = 1 / x
pi :: Floating a => a
pi = 3.141592653589793
sqrt, exp, log, sin, cos, tan, asin, acos, atan :: Floating a => a -> a
sqrt x = primMath 0 x x
exp x = primMath 1 x x
log x = primMath 2 x x
sin x = primMath 3 x x
cos x = primMath 4 x x
tan x = primMath 5 x x
asin x = primMath 6 x x
acos x = primMath 7 x x
atan x = primMath 8 x x
(**), logBase :: Floating a => a -> a -> a
x ** y = primMath 9 x y
logBase b x = log x / log b
atan2 :: RealFrac a => a -> a -> a
atan2 y x = primMath 10 y x
isNaN, isInfinite :: RealFrac a => a -> Bool
isNaN x = primMath 11 x x == 1
isInfinite x = primMath 12 x x == 1
truncate, round, ceiling, floor :: (RealFrac a, Integral b) => a -> b
truncate x = primRound 0 x
round x = primRound 1 x
ceiling x = primRound 2 x
floor x = primRound 3 x

-- Data.Char (characters are bytes: the ASCII classes)
isDigit, isUpper, isLower, isAlpha, isAlphaNum, isPunctuation, isHexDigit, isOctDigit :: Char -> Bool
isHexDigit c = isDigit c || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
isOctDigit c = c >= '0' && c <= '7'
isDigit c = c >= '0' && c <= '9'
isUpper c = c >= 'A' && c <= 'Z'
isLower c = c >= 'a' && c <= 'z'
isAlpha c = isUpper c || isLower c
isAlphaNum c = isAlpha c || isDigit c
isPunctuation c = c `elem` "!\"#%&'()*,-./:;?@[\\]_{}"
isControl, isPrint, isSeparator, isSymbol, isAscii, isLatin1, isLetter, isNumber :: Char -> Bool
isAsciiUpper, isAsciiLower :: Char -> Bool
isControl c = ord c < 32 || (ord c >= 127 && ord c < 160)
isPrint c = not (isControl c) && ord c /= 173
isSeparator c = c == ' ' || ord c == 160
isSymbol c = c `elem` "$+<=>^`|~"
isAscii c = ord c < 128
isLatin1 _ = True
isLetter c = isAlpha c
isNumber c = isDigit c
isAsciiUpper c = isUpper c
isAsciiLower c = isLower c
toUpper, toLower :: Char -> Char
toUpper c = if isLower c then chr (ord c - 32) else c
toLower c = if isUpper c then chr (ord c + 32) else c
digitToInt :: Char -> Int
digitToInt c
  | isDigit c = ord c - ord '0'
  | c >= 'a' && c <= 'f' = ord c - ord 'a' + 10
  | c >= 'A' && c <= 'F' = ord c - ord 'A' + 10
  | otherwise = error "Char.digitToInt: not a digit"
intToDigit :: Int -> Char
intToDigit n
  | n >= 0 && n <= 9 = chr (ord '0' + n)
  | n >= 10 && n <= 15 = chr (ord 'a' + n - 10)
  | otherwise = error "Char.intToDigit: not a digit"

-- Data.List
foldl' :: (b -> a -> b) -> b -> [a] -> b
foldl' f z [] = z
foldl' f z (x:xs) = let z1 = f z x in z1 `seq` foldl' f z1 xs
-- GHC's (Data.OldList): ascending and descending runs, merged in pairs, so
-- that a program's compare is called as often as there.
sortBy :: (a -> a -> Ordering) -> [a] -> [a]
sortBy cmp = mergeAll . sequences
  where
    sequences (a:b:xs) = if cmp a b == GT then descending b [a] xs else ascending b (\ys -> a : ys) xs
    sequences xs = [xs]
    descending a as (b:bs) | cmp a b == GT = descending b (a : as) bs
    descending a as bs = (a : as) : sequences bs
    ascending a as (b:bs) | cmp a b /= GT = ascending b (\ys -> as (a : ys)) bs
    ascending a as bs = let x = as [a] in x `seq` (x : sequences bs)
    mergeAll [x] = x
    mergeAll xs = mergeAll (mergePairs xs)
    mergePairs (a:b:xs) = let x = merge a b in x `seq` (x : mergePairs xs)
    mergePairs xs = xs
    merge as@(a:as') bs@(b:bs') = if cmp a b == GT then b : merge as bs' else a : merge as' bs
    merge [] bs = bs
    merge as [] = as
sort :: Ord a => [a] -> [a]
sort xs = sortBy compare xs
sortOn :: Ord b => (a -> b) -> [a] -> [a]
sortOn f xs = map snd (sortBy (\a b -> compare (fst a) (fst b)) (map (\x -> let y = f x in y `seq` (y, x)) xs))
insert :: Ord a => a -> [a] -> [a]
insert x [] = [x]
insert x (y:ys) = if x <= y then x : y : ys else y : insert x ys
nub :: Eq a => [a] -> [a]
nub [] = []
nub (x:xs) = x : nub (filter (/= x) xs)
delete :: Eq a => a -> [a] -> [a]
delete _ [] = []
delete x (y:ys) = if x == y then ys else y : delete x ys
group :: Eq a => [a] -> [[a]]
group xs = groupBy (==) xs
groupBy :: (a -> a -> Bool) -> [a] -> [[a]]
groupBy _ [] = []
groupBy eq (x:xs) = let (ys, zs) = span (eq x) xs in (x : ys) : groupBy eq zs
partition :: (a -> Bool) -> [a] -> ([a], [a])
partition p xs = (filter p xs, filter (not . p) xs)
intercalate :: [a] -> [[a]] -> [a]
intercalate sep xss = concat (intersperse sep xss)
intersperse :: a -> [a] -> [a]
intersperse _ [] = []
intersperse _ [x] = [x]
intersperse sep (x:xs) = x : sep : intersperse sep xs
isPrefixOf, isSuffixOf, isInfixOf :: Eq a => [a] -> [a] -> Bool
isPrefixOf [] _ = True
isPrefixOf _ [] = False
isPrefixOf (x:xs) (y:ys) = x == y && isPrefixOf xs ys
isSuffixOf a b = reverse a `isPrefixOf` reverse b
isInfixOf needle haystack = any (isPrefixOf needle) (tails haystack)
tails :: [a] -> [[a]]
tails [] = [[]]
tails xs@(_:rest) = xs : tails rest
inits :: [a] -> [[a]]
inits [] = [[]]
inits (x:xs) = [] : map (x :) (inits xs)
transpose :: [[a]] -> [[a]]
transpose [] = []
transpose ([] : xss) = transpose xss
transpose ((x:xs) : xss) = (x : [h | (h:_) <- xss]) : transpose (xs : [t | (_:t) <- xss])
maximumBy, minimumBy :: (a -> a -> Ordering) -> [a] -> a
maximumBy cmp xs = foldl1 (\a b -> if cmp a b == GT then a else b) xs
minimumBy cmp xs = foldl1 (\a b -> if cmp a b == GT then b else a) xs
union, intersect :: Eq a => [a] -> [a] -> [a]
union xs ys = xs ++ foldl (flip delete) (nub ys) xs
intersect xs ys = [x | x <- xs, x `elem` ys]
zip4 :: [a] -> [b] -> [c] -> [d] -> [(a, b, c, d)]
zip4 (a:as) (b:bs) (c:cs) (d:ds) = (a, b, c, d) : zip4 as bs cs ds
zip4 _ _ _ _ = []

-- Data.Maybe
fromMaybe :: a -> Maybe a -> a
fromMaybe d Nothing = d
fromMaybe _ (Just x) = x
isJust, isNothing :: Maybe a -> Bool
isJust (Just _) = True
isJust Nothing = False
isNothing m = not (isJust m)
fromJust :: Maybe a -> a
fromJust (Just x) = x
fromJust Nothing = error "Maybe.fromJust: Nothing"
catMaybes :: [Maybe a] -> [a]
catMaybes ms = [x | Just x <- ms]
mapMaybe :: (a -> Maybe b) -> [a] -> [b]
mapMaybe f xs = catMaybes (map f xs)
listToMaybe :: [a] -> Maybe a
listToMaybe [] = Nothing
listToMaybe (x:_) = Just x
maybeToList :: Maybe a -> [a]
maybeToList Nothing = []
maybeToList (Just x) = [x]
(\\) :: Eq a => [a] -> [a] -> [a]
xs \\ ys = foldl (flip delete) xs ys

-- Data.Ord
comparing :: Ord b => (a -> b) -> a -> a -> Ordering
comparing f a b = compare (f a) (f b)
-- Data.Ord's Down: the reversed order (shown as `Down x`, as base 4.15 does)
newtype Down a = Down a deriving (Eq, Show)
instance Ord a => Ord (Down a) where
  compare (Down x) (Down y) = compare y x
getDown :: Down a -> a
getDown (Down a) = a

-- Control.Monad
when, unless :: Applicative f => Bool -> f () -> f ()
when c m = if c then m else pure ()
unless c m = if c then pure () else m
forM_ :: Monad m => [a] -> (a -> m b) -> m ()
forM_ xs f = mapM_ f xs
forM :: Monad m => [a] -> (a -> m b) -> m [b]
forM xs f = mapM f xs
replicateM_ :: Applicative m => Int -> m a -> m ()
replicateM_ cnt0 f = loop cnt0
  where loop cnt = if cnt <= 0 then pure () else f *> loop (cnt - 1)
replicateM :: Applicative m => Int -> m a -> m [a]
replicateM cnt0 f = loop cnt0
  where loop cnt = if cnt <= 0 then pure [] else liftA2 (:) f (loop (cnt - 1))
zipWithM_ :: Applicative m => (a -> b -> m c) -> [a] -> [b] -> m ()
zipWithM_ f xs ys = sequenceA_ (zipWith f xs ys)
zipWithM :: Applicative m => (a -> b -> m c) -> [a] -> [b] -> m [c]
zipWithM f xs ys = traverse id (zipWith f xs ys)
foldM :: Monad m => (b -> a -> m b) -> b -> [a] -> m b
foldM f z0 xs = foldr c return xs z0
  where c x k z = f z x >>= k

-- Read: a class passed as a dictionary (its method's type is its result's).
-- Integers, Doubles, lists and pairs, with white space around them.
class Read a where
  readsPrec :: Int -> String -> [(a, String)]

reads :: Read a => String -> [(a, String)]
reads s = readsPrec 0 s
read :: Read a => String -> a
read s = case [x | (x, t) <- readsPrec 0 s, all isSpace t] of
  [x] -> x
  [] -> error "Prelude.read: no parse"
  _ -> error "Prelude.read: ambiguous parse"

readNatural :: String -> [(Integer, String)]
readNatural s = case span isDigit s of
  ([], _) -> []
  (ds, rest) -> [(foldl (\n d -> n * 10 + toInteger (digitToInt d)) 0 ds, rest)]
readSignedInteger :: String -> [(Integer, String)]
readSignedInteger s = case dropWhile isSpace s of
  ('-' : t) -> [(negate n, r) | (n, r) <- readNatural t]
  t -> readNatural t
readDoubleFrom :: String -> [(Double, String)]
readDoubleFrom s = case dropWhile isSpace s of
  ('-' : t) -> [(negate x, r) | (x, r) <- unsigned t]
  t -> unsigned t
  where
    unsigned t = [(scale (fromInteger m / (10 ^ length fs)) e, r2) | (m, fs, r1) <- mantissa t, (e, r2) <- expo r1]
    mantissa t = case span isDigit t of
      ([], _) -> []
      (is, '.' : u) | not (null (takeWhile isDigit u)) ->
        let (fs, r) = span isDigit u in [(digits (is ++ fs), fs, r)]
      (is, r) -> [(digits is, [], r)]
    digits ds = foldl (\n d -> n * 10 + toInteger (digitToInt d)) 0 ds
    expo (c : u) | c == 'e' || c == 'E' = case u of
      ('-' : v) -> [(negate n, r) | (n, r) <- readNatural v]
      ('+' : v) -> readNatural v
      _ -> readNatural u
    expo r = [(0, r)]
    scale x e = if e >= 0 then x * 10 ^ e else x / 10 ^ negate e

instance Read Integer where
  readsPrec _ s = readSignedInteger s
instance Read Int where
  readsPrec _ s = [(fromInteger n, r) | (n, r) <- readSignedInteger s]
instance Read Double where
  readsPrec _ s = readDoubleFrom s
instance Read a => Read [a] where
  readsPrec _ s = case dropWhile isSpace s of
    ('[' : t) -> case dropWhile isSpace t of
      (']' : r) -> [([], r)]
      _ -> items t
    _ -> []
    where
      items t = [(x : xs, r2) | (x, r1) <- readsPrec 0 t, (xs, r2) <- more (dropWhile isSpace r1)]
      more (',' : t) = items t
      more (']' : r) = [([], r)]
      more _ = []
instance (Read a, Read b) => Read (a, b) where
  readsPrec _ s = case dropWhile isSpace s of
    ('(' : t) -> [((a, b), r) | (a, r1) <- readsPrec 0 t, (',' : r2) <- [dropWhile isSpace r1],
                                (b, r3) <- readsPrec 0 r2, (')' : r) <- [dropWhile isSpace r3]]
    _ -> []

-- Text.Show's ShowS: a program's `instance Show T where showsPrec d x =
-- ...` is called by show and print with the precedence of the context.
type ShowS = String -> String
showsPrec :: Show a => Int -> a -> ShowS
showsPrec d x s = primShowsPrec d x ++ s
shows :: Show a => a -> ShowS
shows x s = show x ++ s
showString :: String -> ShowS
showString str s = str ++ s
showChar :: Char -> ShowS
showChar c s = c : s
showParen :: Bool -> ShowS -> ShowS
showParen b p = if b then showChar '(' . p . showChar ')' else p

-- Data.Function
on :: (b -> b -> c) -> (a -> b) -> a -> a -> c
on op f x y = f x `op` f y
(&) :: a -> (a -> b) -> b
x & f = f x

-- Data.Either
lefts :: [Either a b] -> [a]
lefts xs = [x | Left x <- xs]
rights :: [Either a b] -> [b]
rights xs = [x | Right x <- xs]
partitionEithers :: [Either a b] -> ([a], [b])
partitionEithers = foldr (either left right) ([], [])
  where
    left a p = (a : fst p, snd p)
    right a p = (fst p, a : snd p)
isLeft, isRight :: Either a b -> Bool
isLeft (Left _) = True
isLeft (Right _) = False
isRight (Left _) = False
isRight (Right _) = True
fromLeft :: a -> Either a b -> a
fromLeft _ (Left a) = a
fromLeft a _ = a
fromRight :: b -> Either a b -> b
fromRight _ (Right b) = b
fromRight b _ = b

-- Data.Tuple
swap :: (a, b) -> (b, a)
swap (a, b) = (b, a)

-- Data.Foldable, on lists
traverse_ :: Applicative f => (a -> f b) -> [a] -> f ()
traverse_ f = foldr c (pure ())
  where c x k = f x *> k
for_ :: Applicative f => [a] -> (a -> f b) -> f ()
for_ xs f = traverse_ f xs

-- More of Data.List (base 4.15's definitions)
unfoldr :: (b -> Maybe (a, b)) -> b -> [a]
unfoldr f b = case f b of
  Just (a, b') -> a : unfoldr f b'
  Nothing -> []
find :: (a -> Bool) -> [a] -> Maybe a
find p xs = listToMaybe (filter p xs)
findIndex :: (a -> Bool) -> [a] -> Maybe Int
findIndex p xs = listToMaybe [i | (x, i) <- zip xs [0 ..], p x]
elemIndex :: Eq a => a -> [a] -> Maybe Int
elemIndex x xs = findIndex (x ==) xs
stripPrefix :: Eq a => [a] -> [a] -> Maybe [a]
stripPrefix [] ys = Just ys
stripPrefix (x : xs) (y : ys) | x == y = stripPrefix xs ys
stripPrefix _ _ = Nothing
isSubsequenceOf :: Eq a => [a] -> [a] -> Bool
isSubsequenceOf [] _ = True
isSubsequenceOf _ [] = False
isSubsequenceOf a@(x : a') (y : b)
  | x == y = isSubsequenceOf a' b
  | otherwise = isSubsequenceOf a b
subsequences :: [a] -> [[a]]
subsequences xs = [] : nonEmptySubsequences xs
nonEmptySubsequences [] = []
nonEmptySubsequences (x : xs) = [x] : foldr f [] (nonEmptySubsequences xs)
  where f ys r = ys : (x : ys) : r
permutations :: [a] -> [[a]]
permutations xs0 = xs0 : permsOf xs0 []
permsOf [] _ = []
permsOf (t : ts) is' = foldr interleave (permsOf ts (t : is')) (permutations is')
  where
    interleave xs r = snd (interleave' id xs r)
    interleave' _ [] r = (ts, r)
    interleave' f (y : ys) r = let p = interleave' (f . (y :)) ys r
                               in (y : fst p, f (t : y : fst p) : snd p)
insertBy :: (a -> a -> Ordering) -> a -> [a] -> [a]
insertBy _ x [] = [x]
insertBy cmp x ys@(y : ys') = case cmp x y of
  GT -> y : insertBy cmp x ys'
  _ -> x : ys
deleteBy :: (a -> a -> Bool) -> a -> [a] -> [a]
deleteBy _ _ [] = []
deleteBy eq x (y : ys) = if x `eq` y then ys else y : deleteBy eq x ys
genericLength :: Num i => [a] -> i
genericLength [] = 0
genericLength (_ : l) = 1 + genericLength l
dropWhileEnd :: (a -> Bool) -> [a] -> [a]
dropWhileEnd p = foldr (\x xs -> if p x && null xs then [] else x : xs) []

-- Semigroup and Monoid (base 4.15's instances for lists, Ordering, Maybe,
-- functions and pairs): classes passed as dictionaries.
class Semigroup a where
  (<>) :: a -> a -> a
class Semigroup a => Monoid a where
  mempty :: a
  mappend :: a -> a -> a
  mconcat :: [a] -> a
  mappend = (<>)
  mconcat = foldr mappend mempty
instance Semigroup [a] where
  (<>) = (++)
instance Monoid [a] where
  mempty = []
instance Semigroup Ordering where
  LT <> _ = LT
  EQ <> y = y
  GT <> _ = GT
instance Monoid Ordering where
  mempty = EQ
instance Semigroup a => Semigroup (Maybe a) where
  Nothing <> b = b
  a <> Nothing = a
  Just a <> Just b = Just (a <> b)
instance Semigroup a => Monoid (Maybe a) where
  mempty = Nothing
instance Semigroup b => Semigroup (a -> b) where
  f <> g = \x -> f x <> g x
instance Monoid b => Monoid (a -> b) where
  mempty = \_ -> mempty
instance (Semigroup a, Semigroup b) => Semigroup (a, b) where
  (a, b) <> (a', b') = (a <> a', b <> b')
instance (Monoid a, Monoid b) => Monoid (a, b) where
  mempty = (mempty, mempty)
