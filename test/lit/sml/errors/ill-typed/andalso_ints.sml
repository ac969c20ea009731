val a = 1
val b = if a andalso 2 then "yes" else "no"
