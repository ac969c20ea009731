(* built-in exceptions: Div from div/mod by zero, Subscript from List.nth, Empty from hd/tl, Match from non-exhaustive case/fn, Bind from a failed val, Fail
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/exceptions_builtin.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/exceptions_builtin.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/exceptions_builtin.out %t3.out
*)
fun pl s = print (s ^ "\n")
fun safeDiv (a : int) (b : int) = Int.toString (a div b) handle Div => "Div"
fun safeMod (a : int) (b : int) = Int.toString (a mod b) handle Div => "Div"
val _ = pl (safeDiv 10 3 ^ " " ^ safeDiv 10 0 ^ " " ^ safeDiv ~10 0 ^ " " ^ safeDiv 0 0)
val _ = pl (safeMod 10 3 ^ " " ^ safeMod 10 0 ^ " " ^ safeMod ~7 0)
val zero = length []
val _ = pl ((Int.toString (100 div zero)) handle Div => "Div via computed zero")

val xs = [10, 20, 30]
fun nthOr (l, i) = Int.toString (List.nth (l, i)) handle Subscript => "Subscript"
val _ = pl (nthOr (xs, 0) ^ " " ^ nthOr (xs, 2) ^ " " ^ nthOr (xs, 3) ^ " " ^ nthOr (xs, ~1) ^ " " ^ nthOr ([], 0))

val _ = pl ((Int.toString (hd [])) handle Empty => "hd [] raised Empty")
val _ = pl ((Int.toString (length (tl []))) handle Empty => "tl [] raised Empty")
val _ = pl (Int.toString (hd (tl xs)))

(* Match from a non-exhaustive case *)
fun onlySmall n = case n of 0 => "zero" | 1 => "one" | 2 => "two"
val _ = app (fn n => pl ((onlySmall n) handle Match => "Match for " ^ Int.toString n)) [0, 2, 3, ~1]
(* Match from a non-exhaustive fun *)
fun firstTwo (a :: b :: _) = a + b
val _ = pl ((Int.toString (firstTwo [1, 2, 3])) handle Match => "Match")
val _ = pl ((Int.toString (firstTwo [1])) handle Match => "Match from fun firstTwo [1]")
(* Match from a non-exhaustive fn *)
val f = fn SOME x => x
val _ = pl ((Int.toString (f (SOME 4)) ^ " " ^ Int.toString (f NONE)) handle Match => "Match from fn NONE")

(* Bind from a failed val pattern inside let *)
fun headOfPair l = let val [a, b] = l in a * 10 + b end
val _ = pl ((Int.toString (headOfPair [3, 4])) handle Bind => "Bind")
val _ = pl ((Int.toString (headOfPair [3, 4, 5])) handle Bind => "Bind for a 3-element list")

(* Fail with message *)
fun check n = if n < 0 then raise Fail ("negative: " ^ Int.toString n) else n
val _ = pl ((Int.toString (check 5 + check ~8)) handle Fail m => "Fail \"" ^ m ^ "\"")

(* distinguishing built-ins with one handler *)
fun classify thunk =
  (ignore (thunk ()); "ok")
  handle Div => "Div" | Subscript => "Subscript" | Empty => "Empty" | Match => "Match"
       | Bind => "Bind" | Fail s => "Fail(" ^ s ^ ")" | _ => "other"
exception Mine
val tests = [fn () => 1 div 0, fn () => List.nth ([1], 5), fn () => hd [], fn () => size (onlySmall 9),
             fn () => headOfPair [], fn () => check ~1, fn () => raise Mine, fn () => 42,
             fn () => 7 mod 0, fn () => List.nth ([1, 2], 1)]
val _ = pl (String.concat (map (fn t => classify t ^ " ") tests))
(* handler in a loop accumulating a count of failures *)
fun countFailures [] = 0
  | countFailures (d :: ds) = ((100 div d; 0) handle Div => 1) + countFailures ds
val _ = pl ("div failures: " ^ Int.toString (countFailures [1, 0, 5, 0, 0, ~2]))
