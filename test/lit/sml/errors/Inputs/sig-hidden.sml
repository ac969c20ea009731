structure D : sig val f : int -> int end = struct fun f x = x fun hidden y = y end
val z = D.hidden 3
