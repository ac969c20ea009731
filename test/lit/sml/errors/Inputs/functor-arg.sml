signature S = sig val x : int end
functor F (A : S) = struct val y = A.x + 1 end
structure B = struct val x = "s" end
structure C = F (B)
