signature S = sig val f : int -> int val g : int end
structure C : S = struct fun f x = x end
