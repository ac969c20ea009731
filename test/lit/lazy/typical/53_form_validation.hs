-- A typical program, written for GHC by someone who had not read lazy-mini's
-- documentation, and kept unchanged (docs/lazy-mini.md, "Typical programs").
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/53_form_validation.out %t0.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/53_form_validation.out %t3.out
module Main where

import Data.Char (isDigit, isAlpha, isSpace, isUpper, isLower, toLower)
import Data.Maybe (mapMaybe, fromMaybe, catMaybes)
import Data.List (isInfixOf, isSuffixOf)

data User = User
  { userName :: String
  , userAge :: Int
  , userEmail :: String
  , userPassword :: String
  } deriving Show

data ValidationError
  = EmptyField String
  | BadAge String
  | AgeOutOfRange Int
  | BadEmail String
  | WeakPassword [String]
  deriving (Show, Eq)

trim :: String -> String
trim = f . f where f = reverse . dropWhile isSpace

nonEmpty :: String -> String -> Either ValidationError String
nonEmpty field s = case trim s of
  "" -> Left (EmptyField field)
  t  -> Right t

readInt :: String -> Maybe Int
readInt s
  | not (null s) && all isDigit s = Just (read s)
  | otherwise = Nothing

parseAge :: String -> Either ValidationError Int
parseAge s = do
  t <- nonEmpty "age" s
  n <- maybe (Left (BadAge t)) Right (readInt t)
  if n < 13 || n > 120 then Left (AgeOutOfRange n) else Right n

parseEmail :: String -> Either ValidationError String
parseEmail s = do
  t <- nonEmpty "email" s
  let (local, rest) = break (== '@') t
  case rest of
    ('@':domain) | not (null local), '.' `elem` domain, not ("." `isSuffixOf` domain)
                   , not (".." `isInfixOf` domain) -> Right (map toLower t)
    _ -> Left (BadEmail t)

checkPassword :: String -> Either ValidationError String
checkPassword p
  | null problems = Right p
  | otherwise = Left (WeakPassword problems)
  where
    problems = catMaybes
      [ check (length p >= 8) "too short"
      , check (any isUpper p) "no uppercase"
      , check (any isLower p) "no lowercase"
      , check (any isDigit p) "no digit" ]
    check ok msg = if ok then Nothing else Just msg

mkUser :: [(String, String)] -> Either ValidationError User
mkUser form = do
  name <- nonEmpty "name" (field "name")
  age <- parseAge (field "age")
  email <- parseEmail (field "email")
  pw <- checkPassword (field "password")
  return User { userName = name, userAge = age, userEmail = email, userPassword = pw }
  where
    field k = fromMaybe "" (lookup k form)

-- Maybe-monad lookup chain: find a user's manager's email.
managers :: [(String, String)]
managers = [("alice", "carol"), ("bob", "carol"), ("carol", "dave")]

emails :: [(String, String)]
emails = [("carol", "carol@corp.example"), ("dave", "dave@corp.example")]

managerEmail :: String -> Maybe String
managerEmail who = do
  m <- lookup who managers
  lookup m emails

main :: IO ()
main = do
  let forms =
        [ [("name", " Ada "), ("age", "36"), ("email", "Ada@Example.org"), ("password", "Secr3tPass")]
        , [("name", ""), ("age", "36")]
        , [("name", "Bob"), ("age", "abc")]
        , [("name", "Kid"), ("age", "9")]
        , [("name", "Eve"), ("age", "40"), ("email", "eve@nowhere")]
        , [("name", "Mal"), ("age", "50"), ("email", "mal@bad..com")]
        , [("name", "Tim"), ("age", "22"), ("email", "tim@x.io"), ("password", "short")]
        , [("name", "Zed"), ("age", "77"), ("email", "zed@zz.top"), ("password", "alllowercase1")]
        ]
  mapM_ (print . mkUser) forms
  let good = [u | Right u <- map mkUser forms]
  print (map userName good)
  print (map managerEmail ["alice", "carol", "dave", "nobody"])
  print (mapMaybe readInt ["12", "x", "007", "", "42"])
  print (traverse readInt ["1", "2", "3"], traverse readInt ["1", "two"])
  print (sequence [Right 1, Left "first", Left "second" :: Either String Int])
  print (filter (all isAlpha) (words "abc d3f ghi j_k lmn"))
