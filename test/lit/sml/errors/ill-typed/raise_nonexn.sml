fun check n = if n < 0 then raise "negative" else n
val () = print (Int.toString (check 3))
