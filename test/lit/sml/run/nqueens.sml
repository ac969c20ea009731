(* n-queens by backtracking over lists: all solutions for 6, counts for 1..8, first solution for 8, safety check with abs
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/nqueens.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/nqueens.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/nqueens.out %t3.out
*)
fun safe (col : int) (placed : int list) =
  let fun ok [] _ = true
        | ok (c :: cs) dist = c <> col andalso abs (c - col) <> dist andalso ok cs (dist + 1)
  in ok placed 1 end

(* placed is the list of columns of rows already filled, most recent first *)
fun solve n =
  let fun place row placed =
        if row = n then [rev placed]
        else let fun tryCol c = if c = n then []
                                else (if safe c placed then place (row + 1) (c :: placed) else []) @ tryCol (c + 1)
             in tryCol 0 end
  in place 0 [] end

fun countSolutions n =
  let fun place row placed =
        if row = n then 1
        else let fun tryCol c acc = if c = n then acc
                                    else tryCol (c + 1) (if safe c placed then acc + place (row + 1) (c :: placed) else acc)
             in tryCol 0 0 end
  in place 0 [] end

exception Found of int list
fun firstSolution n =
  let fun place row placed =
        if row = n then raise Found (rev placed)
        else app (fn c => if safe c placed then place (row + 1) (c :: placed) else ()) (List.tabulate (n, fn i => i))
  in (place 0 []; NONE) handle Found sol => SOME sol end

fun showSol sol = String.concat (map (fn c => Int.toString c ^ " ") sol)
fun board sol =
  app (fn c => print (String.concat (List.tabulate (length sol, fn i => if i = c then "Q " else ". ")) ^ "\n")) sol

val sols6 = solve 6
val _ = print ("6-queens: " ^ Int.toString (length sols6) ^ " solutions\n")
val _ = app (fn s => print ("  " ^ showSol s ^ "\n")) sols6
val _ = board (hd sols6)
val _ = app (fn n => print ("queens " ^ Int.toString n ^ ": " ^ Int.toString (countSolutions n) ^ "\n")) [1, 2, 3, 4, 5, 6, 7, 8]
val _ = case firstSolution 8 of
            SOME s => (print ("first 8-queens: " ^ showSol s ^ "\n"); board s)
          | NONE => print "none\n"
val _ = case firstSolution 3 of SOME s => print (showSol s ^ "\n") | NONE => print "3-queens: none\n"
val _ = print ("solve 8 agrees with count: " ^ (if length (solve 8) = countSolutions 8 then "yes" else "no") ^ "\n")
