fun f n = if n > 0 then "positive" else 0
val () = print (f 3)
