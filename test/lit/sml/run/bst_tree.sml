(* recursive datatypes: an int binary search tree with insert, lookup, delete, folds, height and traversals
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/bst_tree.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/bst_tree.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/bst_tree.out %t3.out
*)
datatype tree = Leaf | Node of tree * int * tree

fun insert (x : int) Leaf = Node (Leaf, x, Leaf)
  | insert x (Node (l, v, r)) =
    if x < v then Node (insert x l, v, r)
    else if x > v then Node (l, v, insert x r)
    else Node (l, v, r)

fun member x Leaf = false
  | member x (Node (l, v, r)) =
    if x = v then true else if x < v then member x l else member x r

fun inorder Leaf = []
  | inorder (Node (l, v, r)) = inorder l @ [v] @ inorder r
fun preorder Leaf = []
  | preorder (Node (l, v, r)) = v :: preorder l @ preorder r

fun fold f acc Leaf = acc
  | fold f acc (Node (l, v, r)) = fold f (f (v, fold f acc l)) r

fun height Leaf = 0
  | height (Node (l, _, r)) = 1 + Int.max (height l, height r)
fun count Leaf = 0
  | count (Node (l, _, r)) = count l + 1 + count r

fun minElt (Node (Leaf, v, _)) = v
  | minElt (Node (l, _, _)) = minElt l
  | minElt Leaf = raise Empty

fun delete x Leaf = Leaf
  | delete x (Node (l, v, r)) =
    if x < v then Node (delete x l, v, r)
    else if x > v then Node (l, v, delete x r)
    else (case (l, r) of
              (Leaf, _) => r
            | (_, Leaf) => l
            | _ => let val m = minElt r in Node (l, m, delete m r) end)

fun showList xs = String.concat (map (fn x => Int.toString x ^ " ") xs)
val keys = [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50, ~5, 100]
val t = foldl (fn (k, acc) => insert k acc) Leaf keys
val _ = print ("inorder:  " ^ showList (inorder t) ^ "\n")
val _ = print ("preorder: " ^ showList (preorder t) ^ "\n")
val _ = print ("count = " ^ Int.toString (count t) ^ ", height = " ^ Int.toString (height t) ^ "\n")
val _ = print ("sum via fold = " ^ Int.toString (fold (fn (v, a) => v + a) 0 t) ^ "\n")
val _ = print ("max via fold = " ^ Int.toString (fold (fn (v, a) => Int.max (v, a)) ~1000 t) ^ "\n")
val _ = print ("fold to list (reversed) = " ^ showList (fold (op ::) [] t) ^ "\n")
val _ = app (fn k => print ("member " ^ Int.toString k ^ ": " ^ (if member k t then "yes" else "no") ^ "\n"))
            [35, 36, ~5, 100, 101]
val t2 = delete 30 (delete 50 (delete 100 t))
val _ = print ("after deletes: " ^ showList (inorder t2) ^ "\n")
val _ = print ("root after deletes: " ^ (case t2 of Node (_, v, _) => Int.toString v | Leaf => "leaf") ^ "\n")
val _ = print ("count = " ^ Int.toString (count t2) ^ ", min = " ^ Int.toString (minElt t2) ^ "\n")

(* degenerate tree from sorted input and a balanced build from a sorted list *)
fun upto i j = if i > j then [] else i :: upto (i + 1) j
val chain = foldl (fn (k, acc) => insert k acc) Leaf (upto 1 100)
val _ = print ("chain height = " ^ Int.toString (height chain) ^ "\n")
fun balanced [] = Leaf
  | balanced xs =
    let val n = length xs
        val mid = n div 2
        fun split 0 (y :: ys) acc = (rev acc, y, ys)
          | split k (y :: ys) acc = split (k - 1) ys (y :: acc)
          | split _ [] acc = raise Empty
        val (left, v, right) = split mid xs []
    in Node (balanced left, v, balanced right) end
val bal = balanced (upto 1 100)
val _ = print ("balanced height = " ^ Int.toString (height bal) ^ ", count = " ^ Int.toString (count bal) ^ "\n")
val _ = print ("same elements: " ^ (if inorder bal = inorder chain then "yes" else "no") ^ "\n")
val _ = print ("tree equality: " ^ (if insert 3 (insert 1 (insert 2 Leaf)) = insert 1 (insert 3 (insert 2 Leaf)) then "yes" else "no") ^ "\n")
