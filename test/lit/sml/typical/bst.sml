(* Binary search tree of integers *)
datatype tree = Leaf | Node of tree * int * tree

fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, t as Node (l, v, r)) =
      if x < v then Node (insert (x, l), v, r)
      else if x > v then Node (l, v, insert (x, r))
      else t

fun member (_, Leaf) = false
  | member (x, Node (l, v, r)) =
      if x = v then true else if x < v then member (x, l) else member (x, r)

fun inorder Leaf = []
  | inorder (Node (l, v, r)) = inorder l @ [v] @ inorder r

fun height Leaf = 0
  | height (Node (l, _, r)) = 1 + Int.max (height l, height r)

fun size Leaf = 0
  | size (Node (l, _, r)) = size l + 1 + size r

fun minElt (Node (Leaf, v, _)) = SOME v
  | minElt (Node (l, _, _)) = minElt l
  | minElt Leaf = NONE

val t = foldl insert Leaf [50, 30, 70, 20, 40, 60, 80, 30, 65]
val () = print ("inorder: " ^ String.concatWith " " (map Int.toString (inorder t)) ^ "\n")
val () = print ("size: " ^ Int.toString (size t) ^ ", height: " ^ Int.toString (height t) ^ "\n")
val () = List.app (fn x => print ("member " ^ Int.toString x ^ ": " ^ Bool.toString (member (x, t)) ^ "\n"))
                  [40, 45, 80]
val () = print ("min: " ^ (case minElt t of SOME v => Int.toString v | NONE => "none") ^ "\n")
