(* Polymorphic binary trees with map and fold *)
datatype 'a tree = Lf | Br of 'a tree * 'a * 'a tree

fun treeMap f Lf = Lf
  | treeMap f (Br (l, x, r)) = Br (treeMap f l, f x, treeMap f r)

fun treeFold f acc Lf = acc
  | treeFold f acc (Br (l, x, r)) = treeFold f (f (x, treeFold f acc l)) r

fun toList t = rev (treeFold (op ::) [] t)

fun fromList [] = Lf
  | fromList xs =
      let val mid = length xs div 2
      in Br (fromList (List.take (xs, mid)), List.nth (xs, mid), fromList (List.drop (xs, mid + 1))) end

fun depth Lf = 0
  | depth (Br (l, _, r)) = 1 + Int.max (depth l, depth r)

fun mirror Lf = Lf
  | mirror (Br (l, x, r)) = Br (mirror r, x, mirror l)

val t = fromList (List.tabulate (10, fn i => i + 1))
val () = print ("in-order: " ^ String.concatWith " " (map Int.toString (toList t)) ^ "\n")
val () = print ("depth: " ^ Int.toString (depth t) ^ "\n")
val () = print ("sum: " ^ Int.toString (treeFold op+ 0 t) ^ "\n")
val st = treeMap (fn n => "<" ^ Int.toString (n * n) ^ ">") t
val () = print ("squares: " ^ String.concat (toList st) ^ "\n")
val () = print ("mirror: " ^ String.concatWith " " (map Int.toString (toList (mirror t))) ^ "\n")
val bt = treeMap (fn n => n mod 2 = 0) t
val () = print ("evens: " ^ Int.toString (treeFold (fn (b, n) => if b then n + 1 else n) 0 bt) ^ "\n")
