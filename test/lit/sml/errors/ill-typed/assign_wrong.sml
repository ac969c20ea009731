val r = ref 0
val () = r := "zero"
