data Shape = Circle Int | Rect Int Int

area :: Shape -> Int
area (Circle r) = 3 * r * r
area (Rect w h) = w * h

main = print (area (Rect 1 True))
