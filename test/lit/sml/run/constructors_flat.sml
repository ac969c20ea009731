(* constructors whose argument is a tuple type are stored flat; every way of
   building and taking them apart must still see a tuple
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/constructors_flat.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/constructors_flat.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/constructors_flat.out %t3.out
*)
datatype shape = Circle of int | Rect of int * int | Tri of int * int * int | Unit of unit

fun area (Circle r) = 3 * r * r
  | area (Rect (w, h)) = w * h
  | area (Tri (a, b, c)) = a + b + c
  | area (Unit ()) = 0

(* built from a tuple value, not a syntactic tuple *)
val dims = (4, 5)
val r1 = Rect dims
(* the constructor as a function value *)
val rs = map Rect [(1, 2), (3, 4)]
val ts = List.map Tri [(1, 1, 1), (2, 3, 4)]
(* matched with a variable for the whole argument *)
fun dimsOf (Rect d) = d
  | dimsOf _ = (0, 0)
fun flip (a, b) = (b, a)
fun swap (Rect p) = Rect (flip p)
  | swap s = s
(* nested patterns inside the flat fields *)
datatype tree = Leaf | Node of tree * int * tree
fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, Node (l, v, r)) =
      if x < v then Node (insert (x, l), v, r)
      else if x > v then Node (l, v, insert (x, r))
      else Node (l, v, r)
fun toList Leaf = []
  | toList (Node (l, v, r)) = toList l @ [v] @ toList r
val _ = print (String.concat (map (fn n => Int.toString n ^ " ")
                 (toList (foldl insert Leaf [5, 2, 8, 1, 9, 3]))) ^ "\n")
fun show s = Int.toString (area s)
val _ = print (String.concat (map (fn s => show s ^ " ") ([r1, Circle 2, Unit ()] @ rs @ ts)) ^ "\n")
val (a, b) = dimsOf r1
val _ = print (Int.toString a ^ "," ^ Int.toString b ^ "\n")
val _ = print (if Rect (1, 2) = Rect (1, 2) andalso Rect (1, 2) <> Rect (2, 1) then "eq ok\n" else "eq wrong\n")
val _ = print (if dimsOf (swap (Rect (7, 9))) = (9, 7) then "swap ok\n" else "swap wrong\n")
