fun f x = (x, x)
val g = fn x => f (f (f (f (f (f (f (f (f (f (f (f (f (f (f (f (f (f (f (f x)))))))))))))))))))
val h = g 1 + 1
