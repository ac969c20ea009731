(* everyday Basis functions and syntax: String.concatWith, Bool.toString,
   order and compare, layered patterns, while loops, List/Option/ListPair
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/everyday_basis.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/everyday_basis.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/everyday_basis.out %t3.out
*)
val xs = [3, 1, 4, 1, 5, 9, 2, 6]
fun showList l = "[" ^ String.concatWith ", " (map Int.toString l) ^ "]"
val _ = print (showList xs ^ "\n")
val _ = print (String.concatWith "-" [] ^ "|" ^ String.concatWith "-" ["a"] ^ "\n")
val _ = print (Bool.toString (List.exists (fn x => x > 8) xs) ^ " " ^ Bool.toString false ^ "\n")
fun ordStr LESS = "LESS" | ordStr EQUAL = "EQUAL" | ordStr GREATER = "GREATER"
val _ = print (ordStr (Int.compare (1, 2)) ^ " " ^ ordStr (Int.compare (2, 2)) ^ " "
               ^ ordStr (String.compare ("b", "a")) ^ "\n")
fun insert cmp (x, []) = [x]
  | insert cmp (x, l as y :: ys) =
    case cmp (x, y) of GREATER => y :: insert cmp (x, ys) | _ => x :: l
fun isort cmp l = foldl (insert cmp) [] l
val _ = print (showList (isort Int.compare xs) ^ "\n")
val _ = print (String.concatWith " " (isort String.compare ["pear", "apple", "fig"]) ^ "\n")
fun dedup (a :: (rest as b :: _)) = if a = b then dedup rest else a :: dedup rest
  | dedup l = l
val _ = print (showList (dedup [1, 1, 2, 3, 3, 3, 4]) ^ "\n")
fun sumTo n =
    let val i = ref 0 val s = ref 0
    in while !i < n do (i := !i + 1; s := !s + !i); !s end
val _ = print (Int.toString (sumTo 100) ^ "\n")
val count = ref 0
val _ = while !count < 3 do (print ("tick " ^ Int.toString (!count) ^ "\n"); count := !count + 1)
val _ = print (showList (List.concat [[1, 2], [], [3]]) ^ "\n")
val _ = print (showList (List.mapPartial (fn x => if x mod 2 = 0 then SOME (x * 10) else NONE) xs) ^ "\n")
val (evens, odds) = List.partition (fn x => x mod 2 = 0) xs
val _ = print (showList evens ^ " " ^ showList odds ^ "\n")
val _ = print (Int.toString (List.last xs) ^ " " ^ showList (List.take (xs, 3)) ^ " "
               ^ showList (List.drop (xs, 5)) ^ "\n")
val _ = print ((showList (List.take (xs, 9))) handle Subscript => "Subscript\n")
val _ = print ((Int.toString (List.last [])) handle Empty => "Empty\n")
val _ = print (Int.toString (getOpt (NONE, 7)) ^ " " ^ Int.toString (Option.getOpt (SOME 3, 7)) ^ " "
               ^ Int.toString (valOf (Option.map (fn x => x + 1) (SOME 41))) ^ "\n")
val pairs = ListPair.zip (["a", "b", "c"], [1, 2])
val _ = print (String.concatWith "," (map (fn (s, n) => s ^ Int.toString n) pairs) ^ "\n")
val (ss, ns) = ListPair.unzip pairs
val _ = print (String.concatWith "" ss ^ " " ^ showList ns ^ "\n")
val _ = print (showList (ListPair.map (fn (a, b) => a * b) ([1, 2, 3], [4, 5, 6])) ^ " "
               ^ Int.toString (ListPair.foldl (fn (a, b, acc) => acc + a * b) 0 ([1, 2, 3], [4, 5, 6])) ^ "\n")
