(* Nested patterns, as-patterns, wildcards and constants *)
datatype shape = Pt of int * int | Line of (int * int) * (int * int) | Poly of (int * int) list

fun describe (Pt (0, 0)) = "origin"
  | describe (Pt (x, 0)) = "on x-axis at " ^ Int.toString x
  | describe (Pt (0, y)) = "on y-axis at " ^ Int.toString y
  | describe (Pt _) = "a point"
  | describe (Line ((x1, y1), (x2, y2))) =
      if x1 = x2 then "vertical line" else if y1 = y2 then "horizontal line" else "sloped line"
  | describe (Poly []) = "empty polygon"
  | describe (Poly [_]) = "degenerate polygon"
  | describe (Poly (ps as _ :: _ :: _)) = "polygon with " ^ Int.toString (length ps) ^ " vertices"

val shapes = [Pt (0, 0), Pt (3, 0), Pt (0, ~2), Pt (1, 1), Line ((1, 1), (1, 5)),
              Line ((0, 2), (4, 2)), Line ((0, 0), (3, 3)), Poly [], Poly [(1, 1)], Poly [(0, 0), (1, 0), (0, 1)]]
val () = List.app (fn s => print (describe s ^ "\n")) shapes

fun pairs (x :: (rest as y :: _)) = (x, y) :: pairs rest
  | pairs _ = []
val () = print (String.concatWith " " (map (fn (a, b) => Int.toString a ^ "-" ^ Int.toString b) (pairs [1, 2, 3, 4])) ^ "\n")

fun firstTwo ((a, _) :: (b, _) :: _) = SOME (a ^ b)
  | firstTwo _ = NONE
val () = print (getOpt (firstTwo [("x", 1), ("y", 2), ("z", 3)], "none") ^ " " ^ getOpt (firstTwo [("x", 1)], "none") ^ "\n")

fun lookupDefault (SOME (SOME v)) = v
  | lookupDefault (SOME NONE) = ~1
  | lookupDefault NONE = 0
val () = print (String.concatWith " " (map (Int.toString o lookupDefault) [SOME (SOME 5), SOME NONE, NONE]) ^ "\n")
val () = print (case ("hello", 5, true) of ("hello", n, true) => "matched " ^ Int.toString n | _ => "no" ) 
val () = print "\n"
