(* polymorphic datatypes: 'a tree, ('a,'b) either, 'a stream-like list, polymorphic map/fold over them at several types
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/poly_datatype.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/poly_datatype.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/poly_datatype.out %t3.out
*)
datatype 'a tree = Lf | Br of 'a tree * 'a * 'a tree
datatype ('a, 'b) either = Left of 'a | Right of 'b
datatype 'a mylist = Nil | Cons of 'a * 'a mylist
datatype 'a rose = Rose of 'a * 'a rose list

fun insert (lt : 'a * 'a -> bool) (x : 'a) Lf = Br (Lf, x, Lf)
  | insert lt x (Br (l, v, r)) =
    if lt (x, v) then Br (insert lt x l, v, r)
    else if lt (v, x) then Br (l, v, insert lt x r)
    else Br (l, x, r)
fun toList Lf = []
  | toList (Br (l, v, r)) = toList l @ (v :: toList r)
fun mapTree f Lf = Lf
  | mapTree f (Br (l, v, r)) = Br (mapTree f l, f v, mapTree f r)
fun sizeTree Lf = 0
  | sizeTree (Br (l, _, r)) = sizeTree l + 1 + sizeTree r

val intTree = foldl (fn (x, t) => insert (op <) x t) Lf [5, 2, 8, 1, 9, 3]
val strTree = foldl (fn (x, t) => insert (fn (a, b) => a < b) x t) Lf ["m", "c", "x", "a", "q"]
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (toList intTree)) ^ "\n")
val _ = print (String.concat (map (fn s => s ^ " ") (toList strTree)) ^ "\n")
val lenTree = mapTree size (mapTree (fn s => s ^ s ^ s) strTree)
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (toList lenTree)) ^ "\n")
val pairTree = mapTree (fn n => (n, Int.toString (n * n))) intTree
val _ = print (String.concat (map (fn (n, s) => Int.toString n ^ ":" ^ s ^ " ") (toList pairTree)) ^ "\n")
val _ = print ("sizes: " ^ Int.toString (sizeTree intTree) ^ " " ^ Int.toString (sizeTree strTree) ^ "\n")

fun partitionEither [] = ([], [])
  | partitionEither (Left a :: rest) = let val (ls, rs) = partitionEither rest in (a :: ls, rs) end
  | partitionEither (Right b :: rest) = let val (ls, rs) = partitionEither rest in (ls, b :: rs) end
val mixed = [Left 1, Right "one", Left 2, Right "two", Right "three", Left 3]
val (ints, strs) = partitionEither mixed
val _ = print ("lefts sum " ^ Int.toString (foldl op + 0 ints) ^ ", rights " ^ String.concat strs ^ "\n")
fun either f g (Left a) = f a
  | either f g (Right b) = g b
val _ = print (String.concat (map (either Int.toString (fn s => "<" ^ s ^ ">")) mixed) ^ "\n")
fun safeDiv (a, 0) = Left "divide by zero"
  | safeDiv (a, b) = Right (a div b)
val _ = app (fn p => print (either (fn m => "err: " ^ m) Int.toString (safeDiv p) ^ "\n")) [(10, 3), (5, 0), (~9, 2)]

fun fromList [] = Nil
  | fromList (x :: xs) = Cons (x, fromList xs)
fun mfoldr f z Nil = z
  | mfoldr f z (Cons (x, xs)) = f (x, mfoldr f z xs)
fun mmap f Nil = Nil
  | mmap f (Cons (x, xs)) = Cons (f x, mmap f xs)
val ml = fromList [1, 2, 3, 4]
val _ = print ("mylist sum " ^ Int.toString (mfoldr op + 0 ml) ^ "\n")
val _ = print ("mylist strs " ^ mfoldr (fn (s, acc) => s ^ "|" ^ acc) "" (mmap Int.toString ml) ^ "\n")
val _ = print ("mylist bool " ^ mfoldr (fn (b, acc) => (if b then "T" else "F") ^ acc) "" (mmap (fn n => n mod 2 = 0) ml) ^ "\n")
val _ = print ("mylist equality " ^ (if mmap (fn x => x * 2) ml = fromList [2, 4, 6, 8] then "yes" else "no") ^ "\n")

fun roseSum (Rose (v, kids)) = v + foldl (fn (k, acc) => acc + roseSum k) 0 kids
fun roseDepth (Rose (_, [])) = 1
  | roseDepth (Rose (_, kids)) = 1 + foldl (fn (k, m) => Int.max (roseDepth k, m)) 0 kids
fun roseShow show (Rose (v, [])) = show v
  | roseShow show (Rose (v, kids)) =
    show v ^ "(" ^ String.concat (map (fn k => roseShow show k ^ " ") kids) ^ ")"
val rose = Rose (1, [Rose (2, [Rose (4, [])]), Rose (3, [Rose (5, []), Rose (6, [Rose (7, [])])])])
val _ = print (roseShow Int.toString rose ^ "\n")
val _ = print ("rose sum " ^ Int.toString (roseSum rose) ^ ", depth " ^ Int.toString (roseDepth rose) ^ "\n")
val srose = Rose ("root", [Rose ("a", []), Rose ("b", [Rose ("c", [])])])
val _ = print (roseShow (fn s => s) srose ^ "\n")
