(* equality types, the value restriction, a circular type, an annotation *)
fun id x = x
val p = (id 1, id "a")
val eqf = (fn x => x) = (fn y => y)
val r = ref []
val _ = r := [1]
val _ = r := ["a"]
fun loop x = loop [x]
fun g (x : 'a) : 'a list = x
