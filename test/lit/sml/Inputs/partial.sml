fun add x y = x + y
fun between lo hi x = x >= lo andalso x <= hi
val inc = add 1
val ok = between 1 10
val _ = print (Int.toString (inc 41) ^ " " ^ Bool.toString (ok 5) ^ "\n")
