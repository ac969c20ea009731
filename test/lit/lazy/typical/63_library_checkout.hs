-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/63_library_checkout.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/63_library_checkout.out %t3.out
module Main where

import qualified Data.Map as Map
import Data.List (foldl', intercalate)
import Data.Maybe (fromMaybe)

newtype BookId = BookId Int deriving (Eq, Ord, Show)
newtype MemberId = MemberId String deriving (Eq, Ord, Show)

data Book = Book { title :: String, author :: String, copies :: Int }
  deriving Show

data Library = Library
  { catalog :: Map.Map BookId Book
  , loans :: Map.Map MemberId [BookId]
  , day :: Int
  , history :: [String]
  }

data Action = Borrow MemberId BookId | Return MemberId BookId | NextDay
  deriving Show

maxLoans :: Int
maxLoans = 2

borrow :: MemberId -> BookId -> Library -> Either String Library
borrow m b lib = do
  book <- maybe (Left ("no such book " ++ show b)) Right (Map.lookup b (catalog lib))
  let current = Map.findWithDefault [] m (loans lib)
  if copies book <= 0 then Left (title book ++ " is not available") else Right ()
  if length current >= maxLoans then Left (memberName m ++ " has too many loans") else Right ()
  if b `elem` current then Left (memberName m ++ " already has " ++ title book) else Right ()
  return lib { catalog = Map.adjust (\bk -> bk { copies = copies bk - 1 }) b (catalog lib)
             , loans = Map.insertWith (++) m [b] (loans lib) }

giveBack :: MemberId -> BookId -> Library -> Either String Library
giveBack m b lib
  | b `notElem` Map.findWithDefault [] m (loans lib) =
      Left (memberName m ++ " did not borrow " ++ show b)
  | otherwise = Right lib
      { catalog = Map.adjust (\bk -> bk { copies = copies bk + 1 }) b (catalog lib)
      , loans = Map.update dropBook m (loans lib) }
  where
    dropBook bs = case filter (/= b) bs of
      [] -> Nothing
      rest -> Just rest

memberName :: MemberId -> String
memberName (MemberId n) = n

perform :: Library -> Action -> Library
perform lib NextDay = lib { day = day lib + 1 }
perform lib act = case result of
  Left err -> logMsg ("REFUSED " ++ err) lib
  Right lib' -> logMsg ("ok " ++ show act) lib'
  where
    result = case act of
      Borrow m b -> borrow m b lib
      Return m b -> giveBack m b lib
      NextDay -> Right lib
    logMsg s l = l { history = history l ++ ["day " ++ show (day lib) ++ ": " ++ s] }

initialLibrary :: Library
initialLibrary = Library cat Map.empty 1 []
  where
    cat = Map.fromList (zip (map BookId [1 ..])
            [ Book "Dune" "Herbert" 2, Book "Emma" "Austen" 1
            , Book "Ulysses" "Joyce" 1, Book "Beloved" "Morrison" 3 ])

main :: IO ()
main = do
  let ann = MemberId "ann"
      ben = MemberId "ben"
      cy = MemberId "cy"
      actions = [ Borrow ann (BookId 1), Borrow ben (BookId 1), Borrow cy (BookId 1), NextDay
                , Borrow ann (BookId 2), Borrow ann (BookId 3), Borrow ben (BookId 2), NextDay
                , Return ann (BookId 2), Borrow ben (BookId 2), Return cy (BookId 4)
                , Borrow cy (BookId 9), Borrow ben (BookId 1), NextDay, Return ann (BookId 1)
                , Borrow ann (BookId 4) ]
      final = foldl' perform initialLibrary actions
  mapM_ putStrLn (history final)
  putStrLn ("final day: " ++ show (day final))
  mapM_ (\(BookId i, bk) -> putStrLn (show i ++ ". " ++ title bk ++ " by " ++ author bk
                                      ++ " (" ++ show (copies bk) ++ " left)"))
        (Map.toList (catalog final))
  mapM_ (\(m, bs) -> putStrLn (memberName m ++ " has " ++ intercalate ", "
          [maybe "?" title (Map.lookup b (catalog final)) | b <- bs]))
        (Map.toList (loans final))
  print (Map.member cy (loans final), fromMaybe [] (Map.lookup ann (loans final)))
