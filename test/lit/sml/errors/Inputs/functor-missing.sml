signature S = sig val x : int end
functor F (A : S) = struct val y = A.x + 1 end
structure B = struct val z = 2 end
structure C = F (B)
