type Point = (Int, Int)

origin :: Point
origin = (0, True)

main = print origin
