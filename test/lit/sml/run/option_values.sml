(* option type: SOME/NONE construction and matching, safe lookup/find/division, option chaining and mapping
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/option_values.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/option_values.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/option_values.out %t3.out
*)
fun showOpt NONE = "NONE"
  | showOpt (SOME n) = "SOME " ^ Int.toString n

fun find p [] = NONE
  | find p (x :: xs) = if p x then SOME x else find p xs
fun assoc k [] = NONE
  | assoc k ((k', v) :: rest) = if k = k' then SOME v else assoc k rest
fun safeDiv (_, 0) = NONE
  | safeDiv (a, b) = SOME (a div b)
fun optMap f NONE = NONE
  | optMap f (SOME x) = SOME (f x)
fun optBind NONE f = NONE
  | optBind (SOME x) f = f x
fun getOr (SOME x, _) = x
  | getOr (NONE, d) = d
fun hasValue (SOME _) = true
  | hasValue NONE = false

val xs = [3, 8, 11, 14, 20]
val _ = print ("first even: " ^ showOpt (find (fn x => x mod 2 = 0) xs) ^ "\n")
val _ = print ("first > 100: " ^ showOpt (find (fn x => x > 100) xs) ^ "\n")
val _ = print ("first > 10: " ^ showOpt (find (fn x => x > 10) xs) ^ "\n")

val env = [("a", 1), ("b", 20), ("zero", 0)]
val _ = app (fn k => print ("assoc " ^ k ^ ": " ^ showOpt (assoc k env) ^ "\n")) ["a", "b", "c"]
val _ = print ("100 / b: " ^ showOpt (optBind (assoc "b" env) (fn d => safeDiv (100, d))) ^ "\n")
val _ = print ("100 / zero: " ^ showOpt (optBind (assoc "zero" env) (fn d => safeDiv (100, d))) ^ "\n")
val _ = print ("100 / missing: " ^ showOpt (optBind (assoc "q" env) (fn d => safeDiv (100, d))) ^ "\n")
val _ = print ("map square: " ^ showOpt (optMap (fn x => x * x) (SOME 12)) ^ "\n")
val _ = print ("map on NONE: " ^ showOpt (optMap (fn x => x * x) NONE) ^ "\n")
val _ = print ("getOpt: " ^ Int.toString (getOr (NONE, 42)) ^ " " ^ Int.toString (getOr (SOME 7, 42)) ^ "\n")

(* options of other types *)
val names : string option list = [SOME "ann", NONE, SOME "bo", NONE, SOME "cy"]
fun catOptions [] = []
  | catOptions (NONE :: rest) = catOptions rest
  | catOptions (SOME x :: rest) = x :: catOptions rest
val _ = print ("present: " ^ String.concat (catOptions names) ^ " (" ^
               Int.toString (length (List.filter hasValue names)) ^ " of " ^ Int.toString (length names) ^ ")\n")
val nested = [SOME (SOME 1), SOME NONE, NONE]
val _ = app (fn o1 => print ((case o1 of
                                 SOME (SOME n) => "inner " ^ Int.toString n
                               | SOME NONE => "outer only"
                               | NONE => "nothing") ^ "\n")) nested
val _ = print ("option equality: " ^ (if SOME (1, "x") = SOME (1, "x") andalso SOME 2 <> NONE then "yes" else "no") ^ "\n")

(* parse a decimal string of digits into an int option using string comparisons on 1-char strings *)
fun digitOf "0" = SOME 0 | digitOf "1" = SOME 1 | digitOf "2" = SOME 2 | digitOf "3" = SOME 3
  | digitOf "4" = SOME 4 | digitOf "5" = SOME 5 | digitOf "6" = SOME 6 | digitOf "7" = SOME 7
  | digitOf "8" = SOME 8 | digitOf "9" = SOME 9 | digitOf _ = NONE
fun parseDigits [] acc = SOME acc
  | parseDigits (d :: ds) acc =
    (case digitOf d of NONE => NONE | SOME v => parseDigits ds (acc * 10 + v))
val _ = print ("parse 4 0 9 6: " ^ showOpt (parseDigits ["4", "0", "9", "6"] 0) ^ "\n")
val _ = print ("parse 1 x 2: " ^ showOpt (parseDigits ["1", "x", "2"] 0) ^ "\n")

(* sum of an int option list using foldl *)
val total = foldl (fn (SOME n, acc) => acc + n | (NONE, acc) => acc) 0 [SOME 5, NONE, SOME 10, SOME ~2]
val _ = print ("total: " ^ Int.toString total ^ "\n")
fun lastOpt [] = NONE
  | lastOpt [x] = SOME x
  | lastOpt (_ :: xs) = lastOpt xs
val _ = print ("lastOpt: " ^ showOpt (lastOpt [4, 5, 6]) ^ " " ^ showOpt (lastOpt []) ^ "\n")
