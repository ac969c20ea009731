(* integer arithmetic: + - * precedence, negation, abs, Int.min/max, Int.toString of negatives
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/arith_basic.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/arith_basic.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/arith_basic.out %t3.out
*)
fun pi (label : string) (n : int) = print (label ^ " = " ^ Int.toString n ^ "\n")

val _ = pi "1 + 2 * 3" (1 + 2 * 3)
val _ = pi "(1 + 2) * 3" ((1 + 2) * 3)
val _ = pi "10 - 3 - 2" (10 - 3 - 2)
val _ = pi "10 - (3 - 2)" (10 - (3 - 2))
val _ = pi "2 * 3 + 4 * 5" (2 * 3 + 4 * 5)
val _ = pi "~5" (~5)
val _ = pi "~5 + 3" (~5 + 3)
val _ = pi "~ (3 - 10)" (~ (3 - 10))
val x = 17
val y = ~4
val _ = pi "x * y" (x * y)
val _ = pi "~ x" (~ x)
val _ = pi "~ (~ x)" (~ (~ x))
val _ = pi "x - y" (x - y)
val _ = pi "abs y" (abs y)
val _ = pi "abs x" (abs x)
val _ = pi "abs 0" (abs 0)
val _ = pi "Int.min (x, y)" (Int.min (x, y))
val _ = pi "Int.max (x, y)" (Int.max (x, y))
val _ = pi "Int.min (~3, ~7)" (Int.min (~3, ~7))
val _ = pi "Int.max (~3, ~7)" (Int.max (~3, ~7))
val _ = pi "0 - 0" (0 - 0)
val _ = pi "big" (1073741823 - 1)
val _ = pi "neg big" (~1073741823 + 5)
val _ = pi "32768 * 32767" (32768 * 32767)

fun square (n : int) : int = n * n
fun cube n = n * square n
val _ = pi "square ~9" (square ~9)
val _ = pi "cube ~7" (cube ~7)
val _ = pi "cube 1000" (cube 1000)

fun sumTo 0 = 0
  | sumTo n = n + sumTo (n - 1)
val _ = pi "sumTo 100" (sumTo 100)

fun poly3 a b c xv = a * xv * xv + b * xv + c
val _ = pi "poly3 2 ~3 5 at ~4" (poly3 2 ~3 5 ~4)
val _ = pi "poly3 1 0 ~1 at 9" (poly3 1 0 ~1 9)

(* evaluation order of arguments: left to right *)
val trace = ref 0
fun tick n = (trace := !trace * 10 + n; n)
val r = tick 1 + tick 2 * tick 3
val _ = pi "tick result" r
val _ = pi "tick order" (!trace)
val _ = print (Int.toString (~123) ^ " " ^ Int.toString 0 ^ " " ^ Int.toString 456 ^ "\n")
