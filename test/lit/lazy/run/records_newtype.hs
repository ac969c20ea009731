-- records: selectors, construction, update, record patterns, show; newtype
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/records_newtype.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/records_newtype.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/records_newtype.out %t3.out

data Account = Account { owner :: String, balance :: Int, history :: [Int] }
  deriving (Show, Eq)

data Shape = Circle { radius :: Int } | Rect { width, height :: Int }
  deriving Show

newtype Name = Name String deriving (Show, Eq, Ord)

deposit :: Int -> Account -> Account
deposit n acc = acc { balance = balance acc + n, history = n : history acc }

area :: Shape -> Int
area s = case s of
  Circle {} -> 3 * radius s * radius s
  Rect {} -> width s * height s

grow :: Shape -> Shape
grow r = r { width = width r + 1 }

main :: IO ()
main = do
  let a = Account { owner = "ann", balance = 10, history = [] }
      b = foldr deposit a [5, -3, 20]
  print b
  print (balance b, owner b, a == b, a == a { history = [] })
  print (map area [Circle 2, Rect { height = 3, width = 4 }])
  print (grow (Rect 1 2), Just (Circle { radius = -1 }))
  print (Name "x" < Name "y", [Name "z"])
