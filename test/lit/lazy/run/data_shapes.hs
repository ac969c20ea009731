-- user data: a Shape type with Point fields, areas and perimeters in integer arithmetic, translation, bounding boxes
-- RUN: %lazyc -O0 %s -o %t0 && %t0 > %t0.out && diff %S/Inputs/data_shapes.out %t0.out
-- RUN: %lazyc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/data_shapes.out %t2.out
-- RUN: %lazyc -p -fprof-auto -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/data_shapes.out %t3.out


data Point = Point Int Int deriving Show

data Shape
  = Circle Point Int
  | Rect Point Point
  | Triangle Point Point Point
  | Square Point Int
  deriving Show

-- twice the area, exact for rectangles and triangles; circles use pi ~ 355/113
area2 :: Shape -> Int
area2 (Circle _ r) = 2 * 355 * r * r `div` 113
area2 (Rect (Point x1 y1) (Point x2 y2)) = 2 * abs ((x2 - x1) * (y2 - y1))
area2 (Triangle (Point ax ay) (Point bx by) (Point cx cy)) =
  abs ((bx - ax) * (cy - ay) - (cx - ax) * (by - ay))
area2 (Square _ s) = 2 * s * s

perimeterApprox :: Shape -> Int
perimeterApprox (Circle _ r) = 2 * 355 * r `div` 113
perimeterApprox (Rect (Point x1 y1) (Point x2 y2)) = 2 * (abs (x2 - x1) + abs (y2 - y1))
perimeterApprox (Square _ s) = 4 * s
perimeterApprox (Triangle a b c) = dist a b + dist b c + dist c a
  where
    dist (Point x1 y1) (Point x2 y2) = abs (x2 - x1) + abs (y2 - y1)

movePoint :: Int -> Int -> Point -> Point
movePoint dx dy (Point x y) = Point (x + dx) (y + dy)

translate :: Int -> Int -> Shape -> Shape
translate dx dy s = case s of
  Circle c r -> Circle (mv c) r
  Rect a b -> Rect (mv a) (mv b)
  Triangle a b c -> Triangle (mv a) (mv b) (mv c)
  Square a n -> Square (mv a) n
 where
  mv = movePoint dx dy

-- bounding box as (minX, minY, maxX, maxY)
bbox :: Shape -> (Int, Int, Int, Int)
bbox (Circle (Point x y) r) = (x - r, y - r, x + r, y + r)
bbox (Rect (Point x1 y1) (Point x2 y2)) = (min x1 x2, min y1 y2, max x1 x2, max y1 y2)
bbox (Square (Point x y) s) = (x, y, x + s, y + s)
bbox (Triangle (Point ax ay) (Point bx by) (Point cx cy)) =
  (minimum [ax, bx, cx], minimum [ay, by, cy], maximum [ax, bx, cx], maximum [ay, by, cy])

isRound :: Shape -> Bool
isRound (Circle _ _) = True
isRound _ = False

shapes :: [Shape]
shapes =
  [ Circle (Point 0 0) 10
  , Rect (Point 1 1) (Point 4 5)
  , Triangle (Point 0 0) (Point 4 0) (Point 0 3)
  , Square (Point (-2) (-2)) 3
  ]

main = do
  mapM_ print shapes
  print (map area2 shapes)
  print (map perimeterApprox shapes)
  print (sum (map area2 shapes))
  print (map bbox shapes)
  print (translate 5 (-5) (Triangle (Point 0 0) (Point 1 1) (Point 2 0)))
  print (map (bbox . translate 1 1) shapes)
  print (length (filter isRound shapes), length (filter (not . isRound) shapes))
  print (maximum (map area2 shapes), minimum (map area2 shapes))
