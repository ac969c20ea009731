(* higher-order basis functions: map, List.filter, foldl vs foldr order, app, List.exists/all, List.tabulate, List.nth and List.* aliases
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/higher_order_basis.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/higher_order_basis.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/higher_order_basis.out %t3.out
*)
fun showList (xs : int list) = "[" ^ String.concat (map (fn x => Int.toString x ^ " ") xs) ^ "]"
fun pl s = print (s ^ "\n")
val nums = List.tabulate (10, fn i => i * i - 20)
val _ = pl ("tabulate: " ^ showList nums)
val _ = pl ("map abs: " ^ showList (map abs nums))
val _ = pl ("List.map: " ^ showList (List.map (fn x => x div 3) nums))
val _ = pl ("filter >0: " ^ showList (List.filter (fn x => x > 0) nums))
val _ = pl ("filter even: " ^ showList (List.filter (fn x => x mod 2 = 0) nums))
val _ = pl ("foldl sum: " ^ Int.toString (foldl op + 0 nums))
val _ = pl ("List.foldl sum: " ^ Int.toString (List.foldl (fn (x, a) => x + a) 0 nums))
val _ = pl ("foldl minus: " ^ Int.toString (foldl op - 0 [1, 2, 3, 4]))
val _ = pl ("foldr minus: " ^ Int.toString (foldr op - 0 [1, 2, 3, 4]))
val _ = pl ("foldl cons: " ^ showList (foldl op :: [] [1, 2, 3]))
val _ = pl ("foldr cons: " ^ showList (foldr op :: [] [1, 2, 3]))
val _ = pl ("List.foldr strings: " ^ List.foldr (fn (s, a) => s ^ a) "" ["a", "b", "c"])
val _ = pl ("foldl strings: " ^ foldl (fn (s, a) => s ^ a) "" ["a", "b", "c"])
val _ = app (fn x => print (Int.toString x ^ ";")) [3, 2, 1]
val _ = pl ""
val _ = List.app (fn s => print (s ^ "|")) ["x", "y"]
val _ = pl ""
val _ = pl ("exists >50: " ^ (if List.exists (fn x => x > 50) nums then "yes" else "no"))
val _ = pl ("exists >100: " ^ (if List.exists (fn x => x > 100) nums then "yes" else "no"))
val _ = pl ("all >-21: " ^ (if List.all (fn x => x > ~21) nums then "yes" else "no"))
val _ = pl ("all even: " ^ (if List.all (fn x => x mod 2 = 0) nums then "yes" else "no"))
val _ = pl ("exists on []: " ^ (if List.exists (fn _ => true) [] then "yes" else "no") ^
            ", all on []: " ^ (if List.all (fn _ => false) [] then "yes" else "no"))
val _ = pl ("nth 0, 4, 9: " ^ Int.toString (List.nth (nums, 0)) ^ " " ^ Int.toString (List.nth (nums, 4)) ^
            " " ^ Int.toString (List.nth (nums, 9)))
val _ = pl ("List.length: " ^ Int.toString (List.length nums) ^ ", List.rev: " ^ showList (List.rev [1, 2, 3]))
val _ = pl ("tabulate 0: " ^ showList (List.tabulate (0, fn i => i)))
val strs = List.tabulate (5, fn i => Int.toString (i + 1))
val _ = pl (String.concat strs ^ " " ^ concat (rev strs))

(* exists/all stop early: count predicate calls *)
val calls = ref 0
fun countingPred x = (calls := !calls + 1; x > 3)
val _ = List.exists countingPred [1, 2, 5, 6, 7, 8]
val c1 = !calls
val _ = calls := 0
val _ = List.all countingPred [5, 6, 1, 7, 8]
val _ = pl ("exists calls " ^ Int.toString c1 ^ ", all calls " ^ Int.toString (!calls))

(* app order is left to right; map order of side effects also left to right *)
val order : int list ref = ref []
val _ = map (fn x => (order := x :: !order; x)) [1, 2, 3]
val _ = pl ("map effect order (reversed log): " ^ showList (!order))

(* combining them: sum of squares of odd numbers below 20, matrix as list of lists *)
val _ = pl ("sum sq odd: " ^ Int.toString (foldl op + 0 (map (fn x => x * x) (List.filter (fn x => x mod 2 = 1) (List.tabulate (20, fn i => i))))))
val matrix = List.tabulate (3, fn i => List.tabulate (4, fn j => i * 4 + j))
val _ = app (fn row => pl (showList row)) matrix
fun transpose [] = []
  | transpose ([] :: _) = []
  | transpose rows = map hd rows :: transpose (map tl rows)
val _ = app (fn row => pl (showList row)) (transpose matrix)
val _ = pl ("row sums: " ^ showList (map (foldl op + 0) matrix))
val _ = pl ("diag: " ^ showList (List.tabulate (3, fn i => List.nth (List.nth (matrix, i), i))))
