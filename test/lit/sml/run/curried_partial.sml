(* curried functions and partial application: 2-5 curried parameters, applying a 3-arg function to 1 then 2 args
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/curried_partial.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/curried_partial.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/curried_partial.out %t3.out
*)
fun add3 (a : int) (b : int) (c : int) = a * 100 + b * 10 + c
val p1 = add3 1
val p12 = p1 2
val p12b = add3 1 2
val _ = print (Int.toString (p12 3) ^ " " ^ Int.toString (p12b 4) ^ " " ^ Int.toString (p1 5 6) ^ "\n")
val fromOne = map (add3 1 2) [7, 8, 9]
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") fromOne) ^ "\n")
val fromTwo = map (fn f => f 0) (map (add3 9) [1, 2, 3])
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") fromTwo) ^ "\n")

fun four a b c d = a - b + c - d
fun five (a : int) (b : int) (c : int) (d : int) (e : int) = (((a * 2 + b) * 2 + c) * 2 + d) * 2 + e
val f1 = five 1
val f2 = f1 0
val f3 = f2 1
val f4 = f3 1
val _ = print ("five: " ^ Int.toString (f4 0) ^ " " ^ Int.toString (f4 1) ^ " " ^ Int.toString (five 1 1 1 1 1) ^ "\n")
val _ = print ("four: " ^ Int.toString (four 10 1 2 3) ^ " " ^ Int.toString ((four 10 1) 0 0) ^ "\n")

(* partial application produces independent closures *)
val g = four 100
val h1 = g 1
val h2 = g 50
val _ = print (Int.toString (h1 0 0) ^ " " ^ Int.toString (h2 0 0) ^ " " ^ Int.toString (h1 5 5) ^ "\n")

(* curried higher-order utilities *)
fun curry f a b = f (a, b)
fun uncurry f (a, b) = f a b
fun flip f a b = f b a
val plus = curry (op +)
val minus = curry (op -)
val _ = print (Int.toString (plus 3 4) ^ " " ^ Int.toString (minus 3 4) ^ " " ^ Int.toString (flip minus 3 4) ^ "\n")
val _ = print (Int.toString (uncurry add3 (1, 2) 3) ^ "\n")
val concat3 = fn a => fn b => fn c => a ^ b ^ c
val withPrefix = concat3 "<<"
val _ = print (withPrefix "mid" ">>" ^ " " ^ concat3 "a" "b" "c" ^ "\n")

fun mapC f [] = []
  | mapC f (x :: xs) = f x :: mapC f xs
fun foldC f z [] = z
  | foldC f z (x :: xs) = foldC f (f z x) xs
val incAll = mapC (plus 1)
val sumC = foldC plus 0
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (incAll [1, 2, 3])) ^ "sum=" ^ Int.toString (sumC [1, 2, 3, 4]) ^ "\n")

(* partial application of basis functions *)
val lengths : int list list -> int list = map length
val positives = List.filter (fn x => x > 0)
val total = foldl op + 0
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (lengths [[1], [], [2, 3, 4]])) ^ "\n")
val _ = print (Int.toString (total (positives [~3, 4, ~1, 6, 0, 2])) ^ "\n")

(* iterate a function n times, curried *)
fun iter 0 f x = x
  | iter n f x = iter (n - 1) f (f x)
val twice : (int -> int) -> int -> int = iter 2
val _ = print (Int.toString (iter 10 (fn x => x * 2) 1) ^ " " ^ Int.toString (twice (add3 0 0) 7) ^ " " ^
               Int.toString (twice (twice (fn x => x + 3)) 0) ^ "\n")
fun between lo hi x = lo <= x andalso x <= hi
val teen = between 13 19
val _ = print (String.concat (map (fn n => if teen n then "T" else "-") [12, 13, 15, 19, 20]) ^ "\n")
