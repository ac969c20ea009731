val r = ref []
val () = r := [1]
val () = r := ["a"]
