(* records: construction in any order, #field selection (also as a function),
   record patterns with ... and punning, record types and abbreviations,
   tuples as records (#2 t), records in datatypes, equality
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/records.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/records.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/records.out %t3.out
*)
type person = {name : string, age : int}
val people : person list =
  [{name = "Ann", age = 34}, {age = 27, name = "Bob"}, {name = "Cy", age = 41}]
fun show ({name, age} : person) = name ^ " (" ^ Int.toString age ^ ")"
val _ = print (String.concatWith ", " (map show people) ^ "\n")
val _ = print (String.concatWith " " (map #name people) ^ "\n")
fun older (p : person) = {name = #name p, age = #age p + 1}
val _ = print (show (older (hd people)) ^ "\n")
fun totalAge (ps : person list) = foldl (fn ({age, ...}, s) => age + s) 0 ps
val _ = print (Int.toString (totalAge people) ^ "\n")
val pt = {x = 3, y = 4}
val {x = px, y = py} = pt
val _ = print (Int.toString (px * px + py * py) ^ "\n")
val t = (1, "two", 3)
val _ = print (#2 t ^ " " ^ Int.toString (#1 t + #3 t) ^ "\n")
fun oldest (ps : person list) =
  foldl (fn (p, best) => if #age p > #age best then p else best) (hd ps) ps
val _ = print (#name (oldest people) ^ "\n")
val _ = print (Bool.toString ({a = 1, b = "x"} = {b = "x", a = 1}) ^ "\n")
datatype shape = Circle of {r : int} | Rect of {w : int, h : int}
fun area (Circle {r}) = 3 * r * r
  | area (Rect {w, h}) = w * h
val _ = print (Int.toString (area (Circle {r = 2}) + area (Rect {h = 3, w = 5})) ^ "\n")
