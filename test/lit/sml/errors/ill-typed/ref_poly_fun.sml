val id = ref (fn x => x)
val () = id := (fn x => x + 1)
val s = (!id) "str"
