val x = 0
val _ = while x < 3 do ()
