(* Mutual recursion: even/odd, and a small tree/forest datatype *)
fun isEven 0 = true
  | isEven n = isOdd (n - 1)
and isOdd 0 = false
  | isOdd n = isEven (n - 1)

datatype tree = Node of string * forest
and forest = Nil | Cons of tree * forest

fun countTree (Node (_, f)) = 1 + countForest f
and countForest Nil = 0
  | countForest (Cons (t, f)) = countTree t + countForest f

fun labels (Node (s, f)) = s :: labelsF f
and labelsF Nil = []
  | labelsF (Cons (t, f)) = labels t @ labelsF f

fun depth (Node (_, f)) = 1 + depthF f
and depthF Nil = 0
  | depthF (Cons (t, f)) = Int.max (depth t, depthF f)

val leaf = fn s => Node (s, Nil)
val t = Node ("root", Cons (Node ("a", Cons (leaf "a1", Cons (leaf "a2", Nil))),
                      Cons (leaf "b", Cons (Node ("c", Cons (Node ("c1", Cons (leaf "c11", Nil)), Nil)), Nil))))

val () = List.app (fn n => print (Int.toString n ^ " even? " ^ Bool.toString (isEven n)
                                  ^ " odd? " ^ Bool.toString (isOdd n) ^ "\n")) [0, 7, 10]
val () = print ("nodes: " ^ Int.toString (countTree t) ^ "\n")
val () = print ("labels: " ^ String.concatWith " " (labels t) ^ "\n")
val () = print ("depth: " ^ Int.toString (depth t) ^ "\n")
