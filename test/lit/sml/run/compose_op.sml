(* function composition with o and op: op +, op *, op ::, op ^, op @, op =, op <, op o, composed pipelines
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/compose_op.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/compose_op.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/compose_op.out %t3.out
*)
val inc = fn x => x + 1
val dbl = fn x => x * 2
val incThenDbl = dbl o inc
val dblThenInc = inc o dbl
val _ = print (Int.toString (incThenDbl 5) ^ " " ^ Int.toString (dblThenInc 5) ^ "\n")
val chain = inc o inc o dbl o dbl o inc
val _ = print ("chain 1 = " ^ Int.toString (chain 1) ^ "\n")
val showSize = Int.toString o size
val _ = print (showSize "hello world" ^ "\n")
val strOfSum = Int.toString o foldl op + 0
val _ = print (strOfSum [1, 2, 3, 4, 5] ^ "\n")
val revMap = rev o map inc
val _ = print (String.concat (map Int.toString (revMap [1, 2, 3])) ^ "\n")

val _ = print (Int.toString (op + (3, 4)) ^ " " ^ Int.toString (op * (6, 7)) ^ " " ^ Int.toString (op - (1, 10)) ^
               " " ^ Int.toString (op div (17, 5)) ^ " " ^ Int.toString (op mod (~17, 5)) ^ "\n")
val _ = print (op ^ ("con", "cat") ^ "\n")
val consed = op :: (0, [1, 2])
val _ = print (String.concat (map Int.toString consed) ^ "\n")
val appended = op @ ([1, 2], [3])
val _ = print (String.concat (map Int.toString appended) ^ "\n")
val _ = print ((if op = (3, 3) then "eq" else "ne") ^ " " ^ (if op = ("a", "b") then "eq" else "ne") ^ " " ^
               (if op <> ([1], [1, 2]) then "ne" else "eq") ^ "\n")
val _ = print ((if op < (1, 2) then "lt" else "ge") ^ " " ^ (if op >= ("b", "a") then "ge" else "lt") ^ "\n")
val comp = op o (inc, dbl)
val _ = print ("op o: " ^ Int.toString (comp 10) ^ "\n")

(* passing operators to higher-order functions *)
fun zipWith f ([], _) = []
  | zipWith f (_, []) = []
  | zipWith f (x :: xs, y :: ys) = f (x, y) :: zipWith f (xs, ys)
val xs = [1, 2, 3, 4]
val ys = [10, 20, 30, 40]
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (zipWith op + (xs, ys))) ^ "\n")
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (zipWith op * (xs, ys))) ^ "\n")
val _ = print (String.concat (zipWith op ^ (["a", "b", "c"], ["1", "2", "3"])) ^ "\n")
val _ = print (String.concat (map (fn b => if b then "T" else "F") (zipWith op = (xs, [1, 0, 3, 0]))) ^ "\n")
val _ = print (String.concat (map (fn b => if b then "T" else "F") (zipWith op < (xs, [2, 2, 2, 2]))) ^ "\n")
val nested = foldr op @ [] [[1], [2, 3], [], [4]]
val _ = print (String.concat (map Int.toString nested) ^ "\n")
val product = foldl op * 1 [1, 2, 3, 4, 5, 6]
val _ = print ("product " ^ Int.toString product ^ "\n")

(* composing a list of functions with foldr (op o) *)
val fs = [inc, dbl, fn x => x - 3, dbl]
val all = foldr (op o) (fn x => x) fs
val _ = print ("foldr o: " ^ Int.toString (all 5) ^ "\n")
val allRev = foldl (op o) (fn x => x) fs
val _ = print ("foldl o: " ^ Int.toString (allRev 5) ^ "\n")
fun power f 0 = (fn x => x)
  | power f n = f o power f (n - 1)
val _ = print ("dbl^10 1 = " ^ Int.toString (power dbl 10 1) ^ "\n")
val _ = print ("(inc o dbl)^3 0 = " ^ Int.toString (power (inc o dbl) 3 0) ^ "\n")
val strPipeline = (fn s => s ^ "!") o (fn s => "<" ^ s ^ ">") o Int.toString o abs
val _ = print (strPipeline ~42 ^ "\n")
val lenAll = map (size o Int.toString)
val _ = print (String.concat (map Int.toString (lenAll [1, 22, ~333, 4444])) ^ "\n")
