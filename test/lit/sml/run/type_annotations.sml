(* type annotations and type abbreviations: annotated vals, params, results, patterns, expressions, type aliases including parameterised ones
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/type_annotations.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/type_annotations.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/type_annotations.out %t3.out
*)
type point = int * int
type name = string
type 'a pair = 'a * 'a
type env = (string * int) list
type 'a pred = 'a -> bool

val origin : point = (0, 0)
val p : point = (3, ~4)
val who : name = "annotated"
val nums : int list = [1, 2, 3]
val nothing : int option = NONE
val fs : (int -> int) list = [fn x => x + 1, fn x => x * 2]

fun manhattan ((x1, y1) : point) ((x2, y2) : point) : int = abs (x1 - x2) + abs (y1 - y2)
fun addPoints (a : point, b : point) : point = let val (ax, ay) = a val (bx, by) = b in (ax + bx, ay + by) end
fun swapPair ((a, b) : 'a pair) : 'a pair = (b, a)
fun lookup (e : env) (k : string) : int option =
  case e of [] => NONE | (k', v) :: rest => if k = k' then SOME v else lookup rest k
val isPos : int pred = fn n => n > 0
fun filterBy (pr : 'a pred) (l : 'a list) : 'a list = List.filter pr l

val _ = print ("manhattan = " ^ Int.toString (manhattan origin p) ^ "\n")
val (sx, sy) = addPoints (p, (10, 10))
val _ = print ("addPoints = " ^ Int.toString sx ^ "," ^ Int.toString sy ^ "\n")
val (s1, s2) = swapPair ("left", "right")
val (i1, i2) = swapPair (1, 2)
val _ = print ("swapPair = " ^ s1 ^ " " ^ s2 ^ " " ^ Int.toString i1 ^ " " ^ Int.toString i2 ^ "\n")
val env1 : env = [("a", 1), ("b", 2)]
val _ = print ("lookup = " ^ (case lookup env1 "b" of SOME v => Int.toString v | NONE => "none") ^
               " " ^ (case lookup env1 "z" of SOME v => Int.toString v | NONE => "none") ^ "\n")
val _ = print ("filterBy = " ^ String.concat (map (fn n => Int.toString n ^ " ") (filterBy isPos [~1, 5, 0, 7])) ^ "\n")
val _ = print (who ^ " " ^ Int.toString (length nums) ^ " " ^ (case nothing of NONE => "NONE" | SOME _ => "SOME") ^
               " " ^ Int.toString (foldl (fn (f, acc) => f acc) 5 fs) ^ "\n")

(* annotations on expressions and patterns inside expressions *)
val e1 = (3 + 4 : int) * 2
val e2 = ([] : string list)
val e3 = (fn (x : int) => x * x) 9
val e4 = case (5, "five") of (n : int, s : string) => Int.toString n ^ s
val e5 = let val (a : int, b : int) = (10, 20) in (a + b : int) end
val _ = print (Int.toString e1 ^ " " ^ Int.toString (length e2) ^ " " ^ Int.toString e3 ^ " " ^ e4 ^ " " ^ Int.toString e5 ^ "\n")

(* annotated curried functions and higher-order types *)
fun applyN (f : int -> int) (n : int) (x : int) : int = if n = 0 then x else applyN f (n - 1) (f x)
fun compose2 (f : 'b -> 'c) (g : 'a -> 'b) : 'a -> 'c = fn x => f (g x)
val strLen : string -> string = compose2 Int.toString size
val _ = print (Int.toString (applyN (fn x => x * 3) 5 1) ^ " " ^ strLen "twelve chars" ^ "\n")

(* datatype using type abbreviations *)
datatype shape = Circle of point * int | Poly of point list
type shapes = shape list
val scene : shapes = [Circle ((1, 1), 5), Poly [(0, 0), (4, 0), (4, 3)], Circle (origin, 1)]
fun perimeterish (Circle (_, r) : shape) : int = 6 * r
  | perimeterish (Poly pts) =
    let fun go ([] : point list) = 0
          | go [_] = 0
          | go (a :: b :: rest) = manhattan a b + go (b :: rest)
    in go (pts @ [hd pts]) end
val _ = print ("perimeters: " ^ String.concat (map (fn s => Int.toString (perimeterish s) ^ " ") scene) ^ "\n")

(* annotated exception argument and refs *)
exception Bad of point
val cnt : int ref = ref 0
fun checkPoint (pt : point) : point =
  (cnt := !cnt + 1; case pt of (x, y) => if x < 0 orelse y < 0 then raise Bad pt else (x * 2, y * 2))
val checked : point list =
  map (fn (q : point) => checkPoint q handle Bad ((bx, by) : point) => (~ bx, ~ by)) [(1, 2), (~3, 4), (5, ~6)]
val _ = print ("checked: " ^ String.concat (map (fn (x, y) => "(" ^ Int.toString x ^ "," ^ Int.toString y ^ ")") checked) ^
               " calls=" ^ Int.toString (!cnt) ^ "\n")
val table : (name * point) list = [("home", origin), ("there", p)]
val _ = app (fn (n : name, (x, y) : point) => print (n ^ "@" ^ Int.toString x ^ "," ^ Int.toString y ^ "\n")) table
