(* div (floor) and mod (sign of divisor) on all sign combinations, and the div/mod identity
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/arith_divmod.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/arith_divmod.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/arith_divmod.out %t3.out
*)
fun show (a : int) (b : int) =
  print (Int.toString a ^ " div " ^ Int.toString b ^ " = " ^ Int.toString (a div b)
         ^ ", " ^ Int.toString a ^ " mod " ^ Int.toString b ^ " = " ^ Int.toString (a mod b) ^ "\n")

val pairs = [(7, 2), (~7, 2), (7, ~2), (~7, ~2),
             (6, 3), (~6, 3), (6, ~3), (~6, ~3),
             (0, 5), (0, ~5), (1, 10), (~1, 10), (1, ~10), (~1, ~10),
             (100, 7), (~100, 7), (100, ~7), (~100, ~7),
             (1073741823, 2), (~1073741823, 3)]

val _ = app (fn (a, b) => show a b) pairs

fun identityHolds (a, b) = (a div b) * b + a mod b = a
val _ = print ("identity holds for all: " ^
               (if List.all identityHolds pairs then "true" else "false") ^ "\n")

fun modRangeOk (a, b) =
  let val m = a mod b
  in if b > 0 then m >= 0 andalso m < b else m <= 0 andalso m > b end
val _ = print ("mod range ok: " ^ (if List.all modRangeOk pairs then "true" else "false") ^ "\n")

(* digit sum and digit reversal use div/mod *)
fun digitSum 0 = 0
  | digitSum n = if n < 0 then digitSum (~ n) else n mod 10 + digitSum (n div 10)
fun reverseDigits n =
  let fun go 0 acc = acc
        | go k acc = go (k div 10) (acc * 10 + k mod 10)
  in go n 0 end
val _ = print ("digitSum 987654 = " ^ Int.toString (digitSum 987654) ^ "\n")
val _ = print ("digitSum ~4321 = " ^ Int.toString (digitSum ~4321) ^ "\n")
val _ = print ("reverseDigits 120345 = " ^ Int.toString (reverseDigits 120345) ^ "\n")

(* base conversion *)
fun toBase b 0 = "0"
  | toBase b n =
    let fun go 0 = ""
          | go k = go (k div b) ^ Int.toString (k mod b)
    in if n < 0 then "~" ^ go (~ n) else go n end
val _ = print ("255 in base 2 = " ^ toBase 2 255 ^ "\n")
val _ = print ("~255 in base 8 = " ^ toBase 8 ~255 ^ "\n")
val _ = print ("1000 in base 7 = " ^ toBase 7 1000 ^ "\n")

(* negative mod used for wrap-around indexing *)
fun wrap i n = i mod n
val _ = app (fn i => print (Int.toString i ^ " wraps to " ^ Int.toString (wrap i 5) ^ "\n"))
            [~7, ~5, ~1, 0, 4, 5, 12]
val _ = print (Int.toString (~7 div 2 + ~7 mod 2) ^ "\n")
