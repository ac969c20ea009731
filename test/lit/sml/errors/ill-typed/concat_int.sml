val s = "count: " ^ 42
val () = print s
