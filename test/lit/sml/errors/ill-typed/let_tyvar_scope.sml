fun f x = let val y : 'a = x in y end
val z : 'a list = [1]
