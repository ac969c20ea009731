(* booleans: andalso/orelse short-circuit evaluation shown with print and ref side effects, not, if chains
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/bool_shortcircuit.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/bool_shortcircuit.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/bool_shortcircuit.out %t3.out
*)
val calls = ref 0
fun t (name : string) = (print ("eval " ^ name ^ "\n"); calls := !calls + 1; true)
fun f name = (print ("eval " ^ name ^ "\n"); calls := !calls + 1; false)
fun show (label : string) (v : bool) =
  print (label ^ " => " ^ (if v then "true" else "false") ^ "\n")

val _ = show "f a andalso t b" (f "a" andalso t "b")
val _ = show "t c andalso f d" (t "c" andalso f "d")
val _ = show "t e orelse f g" (t "e" orelse f "g")
val _ = show "f h orelse t i" (f "h" orelse t "i")
val _ = show "f j orelse f k orelse t l" (f "j" orelse f "k" orelse t "l")
val _ = show "t m andalso t n andalso f o andalso t p" (t "m" andalso t "n" andalso f "o" andalso t "p")
val _ = show "(f q andalso t r) orelse t s" ((f "q" andalso t "r") orelse t "s")
val _ = show "not (t u)" (not (t "u"))
val _ = print ("calls = " ^ Int.toString (!calls) ^ "\n")

(* guarding a division with andalso *)
fun safeDivides (d : int) (n : int) = d <> 0 andalso n mod d = 0
val _ = show "safeDivides 0 10" (safeDivides 0 10)
val _ = show "safeDivides 5 10" (safeDivides 5 10)
val _ = show "safeDivides 3 10" (safeDivides 3 10)

(* guarding hd on an empty list with orelse *)
fun startsWithZero xs = not (null xs) andalso hd xs = 0
fun emptyOrPositive xs = null xs orelse hd xs > 0
val _ = show "startsWithZero []" (startsWithZero [])
val _ = show "startsWithZero [0,1]" (startsWithZero [0, 1])
val _ = show "emptyOrPositive []" (emptyOrPositive [])
val _ = show "emptyOrPositive [~1]" (emptyOrPositive [~1])

fun classify n =
  if n < 0 then "negative"
  else if n = 0 then "zero"
  else if n < 10 then "small"
  else if n < 100 then "medium"
  else "large"
val _ = app (fn n => print (Int.toString n ^ " is " ^ classify n ^ "\n")) [~5, 0, 7, 42, 1000]

fun xor (a, b) = (a orelse b) andalso not (a andalso b)
val _ = app (fn (a, b) => show ("xor " ^ (if a then "T" else "F") ^ (if b then "T" else "F")) (xor (a, b)))
            [(false, false), (false, true), (true, false), (true, true)]

(* counting loop driven by orelse: stops as soon as the predicate holds *)
val steps = ref 0
fun check n = (steps := !steps + 1; n * n > 50)
fun anyUpTo i lim = i <= lim andalso (check i orelse anyUpTo (i + 1) lim)
val _ = show "anyUpTo 1 20" (anyUpTo 1 20)
val _ = print ("steps = " ^ Int.toString (!steps) ^ "\n")
val _ = show "true = not false" (true = not false)
val _ = show "if-expression bool" (if 3 > 2 then not false else false)
