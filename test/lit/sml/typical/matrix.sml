(* Matrices as lists of lists *)
type matrix = int list list

fun transpose ([] :: _) = []
  | transpose [] = []
  | transpose rows = map hd rows :: transpose (map tl rows)

fun dot (xs, ys) = ListPair.foldl (fn (x, y, acc) => acc + x * y) 0 (xs, ys)

fun mmul (a : matrix, b : matrix) : matrix =
  let val bt = transpose b
  in map (fn row => map (fn col => dot (row, col)) bt) a end

fun madd (a, b) = ListPair.map (fn (r1, r2) => ListPair.map op+ (r1, r2)) (a, b)

fun identity n = List.tabulate (n, fn i => List.tabulate (n, fn j => if i = j then 1 else 0))

fun showRow r = String.concatWith " " (map (fn x => StringCvt.padLeft #" " 4 (Int.toString x)) r)
fun printMatrix name m = (print (name ^ ":\n"); app (fn r => print (showRow r ^ "\n")) m)

val a = [[1, 2, 3], [4, 5, 6]]
val b = [[7, 8], [9, 10], [11, 12]]
val () = printMatrix "A" a
val () = printMatrix "B" b
val () = printMatrix "A^T" (transpose a)
val () = printMatrix "A*B" (mmul (a, b))
val () = printMatrix "A+A" (madd (a, a))
val () = printMatrix "I3" (identity 3)
val () = print ("A*I = A: " ^ Bool.toString (mmul (a, identity 3) = a) ^ "\n")

fun mpow (m, 0) = identity (length m)
  | mpow (m, k) = mmul (m, mpow (m, k - 1))
val () = printMatrix "[[1,1],[1,0]]^10" (mpow ([[1, 1], [1, 0]], 10))
