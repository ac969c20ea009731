(* Temperature conversion table with reals *)
fun cToF c = c * 9.0 / 5.0 + 32.0
fun fToC f = (f - 32.0) * 5.0 / 9.0

fun show r = Real.fmt (StringCvt.FIX (SOME 1)) r

fun table (lo, hi, step) =
  if lo > hi then ()
  else (print (StringCvt.padLeft #" " 6 (Int.toString lo) ^ " C = "
               ^ StringCvt.padLeft #" " 6 (show (cToF (real lo))) ^ " F\n");
        table (lo + step, hi, step))

val () = table (~20, 40, 10)
val () = print ("98.6 F = " ^ show (fToC 98.6) ^ " C\n")
val temps = [22.5, 19.0, 24.3, 30.1, 15.8]
val avg = foldl op+ 0.0 temps / real (length temps)
val () = print ("average: " ^ show avg ^ "\n")
val maxT = foldl Real.max (hd temps) temps
val () = print ("max: " ^ show maxT ^ "\n")
val () = print ("rounded: " ^ String.concatWith " " (map (Int.toString o Real.round) temps) ^ "\n")
val () = print ("trunc of -2.7: " ^ Int.toString (trunc ~2.7) ^ ", ceil of 2.1: " ^ Int.toString (ceil 2.1) ^ "\n")
