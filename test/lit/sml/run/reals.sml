(* reals: literals, the overloaded arithmetic and comparisons on real and
   int in one program, conversions and their exceptions, Real.toString and
   Real.fmt in every format, Math, and reals inside data structures
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/reals.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/reals.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/reals.out %t3.out
*)
fun say s = print (s ^ "\n")
val r = Real.toString
fun show xs = String.concatWith " " (map r xs)

(* literals *)
val _ = say (show [1.5, 1.5e3, 3E~2, ~2.7, 0.000125, 12345.678, 1e~7, 2.0e10, 6.02E23])
(* the same operators on ints and on reals *)
val _ = say (Int.toString (7 + 3 * 2 - 1) ^ " " ^ r (7.0 + 3.0 * 2.0 - 1.0) ^ " " ^ r (7.0 / 2.0))
val _ = say (Int.toString (~ 5) ^ " " ^ r (~ 5.5) ^ " " ^ Int.toString (abs ~3) ^ " " ^ r (abs ~3.25))
fun sq (x : real) = x * x
fun cube x = x * x * x            (* int: nothing decides otherwise *)
fun avg (a, b) = (a + b) / 2.0    (* real: / decides *)
val _ = say (r (sq 1.5) ^ " " ^ Int.toString (cube 3) ^ " " ^ r (avg (1.0, 4.0)))
val _ = say (r (foldl op+ 0.0 [0.5, 0.25, 0.125]) ^ " " ^ Int.toString (foldl op* 1 [1, 2, 3, 4]))
val _ = say (Bool.toString (1.5 < 2.5) ^ " " ^ Bool.toString (2.5 <= 2.5) ^ " " ^
             Bool.toString (~1.0 > 0.0) ^ " " ^ Bool.toString ("abc" < "abd") ^ " " ^
             Bool.toString (#"a" >= #"b") ^ " " ^ Bool.toString (3 > 2))
val _ = say (r (0.1 + 0.2) ^ " " ^ r (1.0 / 3.0) ^ " " ^ r (2.0 / 3.0) ^ " " ^ r (1.0 - 0.9))
(* conversions; round ties go to even *)
val xs = [2.5, 3.5, ~2.5, ~2.7, 2.7, 0.5, ~0.5]
fun ints f = String.concatWith " " (map (Int.toString o f) xs)
val _ = say ("floor " ^ ints floor)
val _ = say ("ceil  " ^ ints ceil)
val _ = say ("trunc " ^ ints trunc)
val _ = say ("round " ^ ints round)
val _ = say (r (real 7) ^ " " ^ r (Real.fromInt ~3) ^ " " ^ Int.toString (Real.floor 9.99) ^ " " ^
             Int.toString (Real.round 9.5) ^ " " ^ r (Real.realFloor ~1.5))
fun try name f = (say (name ^ " = " ^ Int.toString (f ())))
                 handle Overflow => say (name ^ ": Overflow") | Domain => say (name ^ ": Domain")
val _ = try "floor 1e300" (fn () => floor 1e300)
val _ = try "round inf" (fn () => round (1.0 / 0.0))
val _ = try "trunc nan" (fn () => trunc (0.0 / 0.0))
val _ = try "ceil ~4.5" (fn () => ceil ~4.5)
(* Real.toString: 12 significant digits, E notation, ~ for minus *)
val _ = say (show [0.0, ~0.0, 100.0, 1e11, 1e12, 123456789012.0, 1234567890123.0, 1e100,
                   5e~324, 1.7976931348623157e308, 1.0 / 0.0, ~1.0 / 0.0, 0.0 / 0.0])
(* Real.fmt *)
fun fmts x = String.concatWith " | "
  [Real.fmt (StringCvt.FIX (SOME 2)) x, Real.fmt (StringCvt.FIX NONE) x,
   Real.fmt (StringCvt.FIX (SOME 0)) x, Real.fmt (StringCvt.SCI (SOME 3)) x,
   Real.fmt (StringCvt.SCI NONE) x, Real.fmt (StringCvt.SCI (SOME 0)) x,
   Real.fmt (StringCvt.GEN (SOME 4)) x, Real.fmt (StringCvt.GEN NONE) x]
val _ = app (say o fmts) [3.14159, ~2.25, 1234.5, 0.00015, 1e20, 0.0, 2.675]
val _ = (say (Real.fmt (StringCvt.GEN (SOME 0)) 1.0)) handle Size => say "GEN 0: Size"
val _ = (say (Real.fmt (StringCvt.FIX (SOME ~1)) 1.0)) handle Size => say "FIX ~1: Size"
(* Math *)
val _ = say (show [Math.pi, Math.e, Math.sqrt 2.0, Math.sin (Math.pi / 6.0), Math.cos 0.0,
                   Math.tan 1.0, Math.atan 1.0, Math.atan2 (1.0, ~1.0), Math.exp 1.0,
                   Math.ln 10.0, Math.log10 1000.0, Math.pow (2.0, 0.5), Math.sqrt ~1.0])
(* Real's own functions *)
val _ = say (r (Real.min (1.5, ~2.0)) ^ " " ^ r (Real.max (1.5, ~2.0)) ^ " " ^
             Int.toString (Real.sign ~0.5) ^ Int.toString (Real.sign 0.0) ^ Int.toString (Real.sign 9.0) ^ " " ^
             Bool.toString (Real.isNan (0.0 / 0.0)) ^ " " ^ Bool.toString (Real.== (0.5, 0.5)) ^ " " ^
             Bool.toString (Real.!= (0.5, 0.25)) ^ " " ^ r (Real.abs ~0.5) ^ " " ^ r Real.posInf ^ " " ^
             r (Real.+ (1.0, 2.0)) ^ " " ^ r (Real.* (3.0, 4.0)) ^ " " ^ r (Real.~ 1.0))
val _ = say (case Real.compare (1.0, 2.0) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER")
(* reals in data: datatypes, tuples, records, lists, refs, arrays, exceptions *)
datatype shape = Circle of real | Rect of real * real
fun area (Circle rad) = Math.pi * rad * rad
  | area (Rect (w, h)) = w * h
val _ = say (show (map area [Circle 1.0, Rect (2.0, 3.5), Circle 0.5]))
val pt = {x = 1.5, y = ~2.0}
val _ = say (r (#x pt + #y pt) ^ " " ^ r (#1 (0.25, 3)))
val acc = ref 0.0
val _ = List.app (fn x => acc := !acc + x) [1.0, 2.0, 3.5]
val arr = Array.array (3, 0.5)
val _ = Array.update (arr, 1, 4.25)
val _ = say (r (!acc) ^ " " ^ r (Array.foldl op+ 0.0 arr))
exception Negative of real
fun checkedSqrt x = if x < 0.0 then raise Negative x else Math.sqrt x
val _ = say (r (checkedSqrt 16.0) ^ " " ^ (r (checkedSqrt ~4.0) handle Negative v => "Negative " ^ r v))
(* numerical code *)
fun newton x = let fun go (g, 0) = g | go (g, n) = go ((g + x / g) / 2.0, n - 1) in go (x, 30) end
fun simpson f (a, b) n =
  let val h = (b - a) / real n
      fun term i = let val c = if i = 0 orelse i = n then 1.0 else if i mod 2 = 1 then 4.0 else 2.0
                   in c * f (a + real i * h) end
      fun sum (i, s) = if i > n then s else sum (i + 1, s + term i)
  in h / 3.0 * sum (0, 0.0) end
val data = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
val mean = foldl op+ 0.0 data / real (length data)
val var = foldl (fn (x, s) => s + sq (x - mean)) 0.0 data / real (length data)
val _ = say (r (newton 2.0) ^ " " ^ r (simpson (fn x => x * x) (0.0, 3.0) 100) ^ " " ^
             r (simpson Math.sin (0.0, Math.pi) 1000) ^ " " ^ r mean ^ " " ^ r (Math.sqrt var))
fun insert (x : real, []) = [x]
  | insert (x, y :: ys) = if x <= y then x :: y :: ys else y :: insert (x, ys)
val _ = say (show (foldl insert [] [3.5, ~1.0, 2.25, 0.0, 10.0]))
