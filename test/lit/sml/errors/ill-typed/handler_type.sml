fun safeDiv (a, b) = a div b handle Div => "division by zero"
val () = print (Int.toString (safeDiv (1, 0)))
