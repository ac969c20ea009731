(* Binary search on a sorted vector *)
val v = Vector.fromList [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]

fun bsearch (vec, x) =
  let
    fun go (lo, hi) =
      if lo > hi then NONE
      else
        let val mid = (lo + hi) div 2
            val m = Vector.sub (vec, mid)
        in
          case Int.compare (x, m) of
              EQUAL => SOME mid
            | LESS => go (lo, mid - 1)
            | GREATER => go (mid + 1, hi)
        end
  in
    go (0, Vector.length vec - 1)
  end

val () =
  List.app (fn x => print (Int.toString x ^ ": "
                           ^ (case bsearch (v, x) of SOME i => "index " ^ Int.toString i | NONE => "absent") ^ "\n"))
           [2, 13, 37, 1, 20, 40]

(* integer square root by binary search *)
fun isqrt n =
  let fun go (lo, hi) =
        if lo > hi then hi
        else let val mid = (lo + hi) div 2
             in if mid * mid <= n then go (mid + 1, hi) else go (lo, mid - 1) end
  in go (0, n) end
val () = print ("isqrt: " ^ String.concatWith " " (map (Int.toString o isqrt) [0, 1, 15, 16, 17, 99, 1000000]) ^ "\n")
val () = print ("vector sum: " ^ Int.toString (Vector.foldl op+ 0 v) ^ "\n")
