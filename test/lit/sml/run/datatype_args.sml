(* datatypes with constructor arguments: tuple args, constructors as functions, matching, nested constructors
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/datatype_args.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/datatype_args.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/datatype_args.out %t3.out
*)
datatype shape = Circle of int
               | Rect of int * int
               | Triangle of int * int * int
               | Square of int
datatype value = IntV of int | StrV of string | PairV of value * value | ListV of value list | Nothing

fun area (Circle r) = 3 * r * r
  | area (Rect (w, h)) = w * h
  | area (Triangle (a, b, c)) = (a + b + c) div 2
  | area (Square s) = s * s

fun shapeName s =
  case s of
      Circle r => "circle(" ^ Int.toString r ^ ")"
    | Rect (w, h) => "rect(" ^ Int.toString w ^ "x" ^ Int.toString h ^ ")"
    | Triangle (a, b, c) => "tri(" ^ Int.toString a ^ "," ^ Int.toString b ^ "," ^ Int.toString c ^ ")"
    | Square s => "square(" ^ Int.toString s ^ ")"

val shapes = [Circle 2, Rect (3, 4), Triangle (3, 4, 5), Square 6, Rect (10, 1)]
val _ = app (fn s => print (shapeName s ^ " area ~ " ^ Int.toString (area s) ^ "\n")) shapes
val _ = print ("total area: " ^ Int.toString (foldl (fn (s, acc) => area s + acc) 0 shapes) ^ "\n")

(* constructors used as first-class functions *)
val circles = map Circle [1, 2, 3]
val squares = map Square [4, 5]
val _ = print (String.concat (map (fn s => shapeName s ^ " ") (circles @ squares)) ^ "\n")
val rects = map Rect [(1, 2), (3, 4)]
val _ = print (String.concat (map shapeName rects) ^ "\n")

fun isSquareLike (Square _) = true
  | isSquareLike (Rect (w, h)) = w = h
  | isSquareLike _ = false
val _ = print ("square-like: " ^ Int.toString (length (List.filter isSquareLike
                  [Square 1, Rect (2, 2), Rect (2, 3), Circle 1])) ^ "\n")

fun scale k (Circle r) = Circle (k * r)
  | scale k (Rect (w, h)) = Rect (k * w, k * h)
  | scale k (Triangle (a, b, c)) = Triangle (k * a, k * b, k * c)
  | scale k (Square s) = Square (k * s)
val _ = print (String.concat (map (fn s => shapeName (scale 3 s) ^ " ") shapes) ^ "\n")

fun show v =
  case v of
      IntV n => Int.toString n
    | StrV s => "\"" ^ s ^ "\""
    | PairV (a, b) => "(" ^ show a ^ ", " ^ show b ^ ")"
    | ListV [] => "[]"
    | ListV (x :: xs) => "[" ^ show x ^ String.concat (map (fn y => ", " ^ show y) xs) ^ "]"
    | Nothing => "nothing"

fun sumInts (IntV n) = n
  | sumInts (StrV s) = size s
  | sumInts (PairV (a, b)) = sumInts a + sumInts b
  | sumInts (ListV vs) = foldl (fn (v, acc) => acc + sumInts v) 0 vs
  | sumInts Nothing = 0

val v1 = PairV (IntV 1, StrV "two")
val v2 = ListV [IntV 3, v1, ListV [], Nothing, ListV [StrV "x", IntV ~4]]
val _ = print (show v1 ^ "\n")
val _ = print (show v2 ^ "\n")
val _ = print ("sumInts v2 = " ^ Int.toString (sumInts v2) ^ "\n")

(* nested constructor patterns *)
fun simplify (PairV (IntV 0, x)) = x
  | simplify (PairV (x, IntV 0)) = x
  | simplify (ListV [x]) = simplify x
  | simplify (PairV (a, b)) = PairV (simplify a, simplify b)
  | simplify v = v
val _ = print (show (simplify (ListV [PairV (IntV 0, PairV (StrV "k", IntV 0))])) ^ "\n")
val _ = print (show (simplify (PairV (ListV [IntV 5], ListV [IntV 6, IntV 7]))) ^ "\n")
val _ = print ("equal values: " ^ (if simplify (ListV [IntV 9]) = IntV 9 then "yes" else "no") ^ "\n")
