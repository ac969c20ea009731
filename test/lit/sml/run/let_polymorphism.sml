(* polymorphism: let-bound identity used at several types, polymorphic top-level functions, polymorphic pairs/lists, equality-polymorphic functions
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/let_polymorphism.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/let_polymorphism.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/let_polymorphism.out %t3.out
*)
fun id x = x
val _ = print (Int.toString (id 5) ^ " " ^ id "five" ^ " " ^ (if id true then "true" else "false") ^ "\n")

val r = let fun ident x = x
        in (ident 3, ident "three", ident [1, 2], ident (4, "four")) end
val _ = let val (a, b, c, (d, e)) = r in print (Int.toString a ^ " " ^ b ^ " " ^ Int.toString (length c) ^ " " ^ Int.toString d ^ e ^ "\n") end

fun twice f x = f (f x)
val _ = print (Int.toString (twice (fn x => x * 3) 2) ^ " " ^ twice (fn s => s ^ "!") "hey" ^ "\n")
fun const a _ = a
val _ = print (Int.toString (const 7 "ignored") ^ " " ^ const "kept" 99 ^ "\n")

fun pairUp x = (x, x)
val (p1, p2) = pairUp "dup"
val ((q1, q2), _) = pairUp (pairUp 3)
val _ = print (p1 ^ p2 ^ " " ^ Int.toString (q1 + q2) ^ "\n")

fun mapPair f (a, b) = (f a, f b)
val (m1, m2) = mapPair size ("abc", "de")
val (m3, m4) = mapPair (fn x => x * x) (7, 8)
val _ = print (Int.toString m1 ^ " " ^ Int.toString m2 ^ " " ^ Int.toString m3 ^ " " ^ Int.toString m4 ^ "\n")

fun len [] = 0
  | len (_ :: t) = 1 + len t
val _ = print ("len: " ^ Int.toString (len [1, 2, 3]) ^ " " ^ Int.toString (len ["a"]) ^ " " ^
               Int.toString (len [[1], [2]]) ^ " " ^ Int.toString (len [(1, "a")]) ^ "\n")

(* polymorphic function used at many types inside one let *)
val summary =
  let fun wrap x = [x]
      fun firstOr (d, []) = d
        | firstOr (_, x :: _) = x
      val ints = wrap 1 @ wrap 2
      val strs = wrap "a" @ wrap "b"
      val nested = wrap (wrap true)
  in Int.toString (firstOr (0, ints)) ^ firstOr ("", strs) ^ Int.toString (length nested) ^
     firstOr ("none", []) end
val _ = print ("summary: " ^ summary ^ "\n")

(* equality-polymorphic functions *)
fun member (x, []) = false
  | member (x, y :: ys) = x = y orelse member (x, ys)
fun nub [] = []
  | nub (x :: xs) = if member (x, xs) then nub xs else x :: nub xs
fun count x l = length (List.filter (fn y => y = x) l)
val _ = print ("nub ints: " ^ String.concat (map Int.toString (nub [1, 2, 1, 3, 2, 4])) ^ "\n")
val _ = print ("nub strs: " ^ String.concat (nub ["a", "b", "a", "c"]) ^ "\n")
val _ = print ("count pairs: " ^ Int.toString (count (1, "x") [(1, "x"), (2, "x"), (1, "x")]) ^ "\n")
val _ = print ("count lists: " ^ Int.toString (count [1] [[1], [], [1], [1, 1]]) ^ "\n")

(* polymorphic datatype-free containers: association lists *)
fun assoc k [] = NONE
  | assoc k ((k', v) :: rest) = if k = k' then SOME v else assoc k rest
val tbl1 = [(1, "one"), (2, "two")]
val tbl2 = [("x", 10), ("y", 20)]
val _ = print ((case assoc 2 tbl1 of SOME s => s | NONE => "?") ^ " " ^
               (case assoc "y" tbl2 of SOME n => Int.toString n | NONE => "?") ^ " " ^
               (case assoc "z" tbl2 of SOME n => Int.toString n | NONE => "?") ^ "\n")

(* polymorphic composition and flip at several types *)
fun compose (f, g) x = f (g x)
fun flip f x y = f y x
val strLen = compose (Int.toString, size)
val negLen = compose (fn n => ~ n, size)
val _ = print (strLen "hello" ^ " " ^ Int.toString (negLen "hi") ^ " " ^ flip (fn a => fn b => a ^ b) "x" "y" ^ "\n")
fun foldPoly f z [] = z
  | foldPoly f z (x :: xs) = foldPoly f (f (z, x)) xs
val _ = print (Int.toString (foldPoly (fn (a, b) => a + b) 0 [1, 2, 3]) ^ " " ^
               foldPoly (fn (a, b) => b ^ a) "" ["a", "b", "c"] ^ " " ^
               Int.toString (foldPoly (fn (n, s) => n + size s) 0 ["ab", "cde"]) ^ "\n")
fun swap (a, b) = (b, a)
val _ = let val (s, i) = swap (1, "one") val (i2, s2) = swap (s, i) in print (s ^ Int.toString i ^ s2 ^ Int.toString i2 ^ "\n") end
