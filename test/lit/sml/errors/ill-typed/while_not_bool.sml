val i = ref 10
val () = while !i do i := !i - 1
