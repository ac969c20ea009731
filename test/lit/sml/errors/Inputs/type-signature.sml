signature S1 = sig val f : 'a -> 'a end
structure B : S1 = struct fun f x = x + 1 end
signature S2 = sig eqtype t end
structure E : S2 = struct type t = int -> int end
signature S3 = sig datatype d = A | B of int end
structure G : S3 = struct datatype d = A | B of string end
signature S4 = sig type t val make : int -> t val x : t end
structure A :> S4 = struct type t = int fun make n = n val x = 3 end
val y = A.make 3 + 1
val b = A.x = A.x
