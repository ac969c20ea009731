(* arrays and vectors: update in place, identity vs structural equality,
   Subscript and Size, folds, Array2, a sieve, val rec and infix on the side
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/arrays_vectors.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/arrays_vectors.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/arrays_vectors.out %t3.out
*)
fun show l = String.concatWith " " (map Int.toString l)
val a = Array.array (5, 0)
val _ = Array.update (a, 2, 7)
val _ = Array.modifyi (fn (i, x) => x + i) a
val _ = print (show (Array.foldr (op ::) [] a) ^ " len " ^ Int.toString (Array.length a) ^ "\n")
val b = Array.fromList [0, 1, 9, 3, 4]
val _ = print (Bool.toString (a = b) ^ " " ^ Bool.toString (a = a) ^ "\n")
val v = Vector.fromList [1, 2, 3]
val _ = print (Bool.toString (v = Vector.tabulate (3, fn i => i + 1)) ^ " "
               ^ Int.toString (Vector.foldl op+ 0 v) ^ " " ^ show (Vector.foldr (op ::) [] (Vector.map (fn x => x * x) v)) ^ "\n")
val _ = print ((Int.toString (Array.sub (a, 5))) handle Subscript => "Subscript")
val _ = print ((Int.toString (Vector.sub (v, Vector.length v))) handle Subscript => " Subscript")
val _ = print ((Int.toString (Array.length (Array.array (~1, 0)))) handle Size => " Size\n")
fun sieve n =
    let val p = Array.array (n + 1, true)
        fun mark (i, j) = if j > n then () else (Array.update (p, j, false); mark (i, j + i))
        fun go i = if i * i > n then () else (if Array.sub (p, i) then mark (i, i * i) else (); go (i + 1))
    in go 2; List.filter (fn i => Array.sub (p, i)) (List.tabulate (n - 1, fn i => i + 2)) end
val _ = print (show (sieve 50) ^ "\n")
val m = Array2.tabulate Array2.RowMajor (3, 4, fn (i, j) => i * 10 + j)
val _ = Array2.update (m, 1, 1, 99)
val _ = print (Int.toString (Array2.sub (m, 1, 1) + Array2.sub (m, 2, 3)) ^ " "
               ^ Int.toString (Array2.nRows m) ^ "x" ^ Int.toString (Array2.nCols m) ^ "\n")
val _ = print (Int.toString (Array.foldr (fn (x, acc) => x - acc) 0 b) ^ " "
               ^ Int.toString (Array.foldli (fn (i, x, acc) => acc + i * x) 0 b) ^ "\n")
val order = ref []
val c = Array2.tabulate Array2.ColMajor (2, 2, fn (i, j) => (order := (i, j) :: !order; i + j))
val _ = print (String.concatWith "," (map (fn (i, j) => Int.toString i ^ Int.toString j) (rev (!order)))
               ^ " " ^ Int.toString (Array2.sub (c, 1, 0)) ^ "\n")
