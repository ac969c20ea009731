(* tuples: construction, nested tuple patterns in fun/val/case/fn, tuples as results and in lists
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/tuples_patterns.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/tuples_patterns.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/tuples_patterns.out %t3.out
*)
fun pi (n : int) = Int.toString n
fun swap (a, b) = (b, a)
fun addPair ((a, b), (c, d)) = (a + c, b + d)
val (p, q) = swap (1, 2)
val _ = print ("swap: " ^ pi p ^ " " ^ pi q ^ "\n")
val (s1, s2) = addPair ((1, 2), (30, 40))
val _ = print ("addPair: " ^ pi s1 ^ " " ^ pi s2 ^ "\n")

val ((a, b), (c, (d, e))) = ((1, 2), (3, (4, 5)))
val _ = print ("nested val: " ^ pi (a + b * c - d * e) ^ "\n")

fun divmod (n : int, m : int) : int * int = (n div m, n mod m)
val (qq, rr) = divmod (47, 5)
val _ = print ("divmod 47 5 = " ^ pi qq ^ "," ^ pi rr ^ "\n")

(* triple with mixed types *)
val person = ("Ada", 36, true)
fun describe (name, age, active) =
  name ^ " (" ^ pi age ^ ")" ^ (if active then " active" else " inactive")
val _ = print (describe person ^ "\n")
val _ = print (describe ("Bob", 71, false) ^ "\n")

(* case on tuples with constant patterns *)
fun fizz n =
  case (n mod 3, n mod 5) of
      (0, 0) => "FizzBuzz"
    | (0, _) => "Fizz"
    | (_, 0) => "Buzz"
    | _ => pi n
fun range i j = if i > j then [] else i :: range (i + 1) j
val _ = print (foldr (fn (s, acc) => s ^ " " ^ acc) "" (map fizz (range 1 20)) ^ "\n")

(* lists of pairs *)
fun unzip [] = ([], [])
  | unzip ((x, y) :: rest) = let val (xs, ys) = unzip rest in (x :: xs, y :: ys) end
fun zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys)
  | zip _ = []
val (names, ages) = unzip [("a", 1), ("b", 2), ("c", 3)]
val _ = print (concat names ^ " " ^ pi (foldl op + 0 ages) ^ "\n")
val zipped = zip ([1, 2, 3, 4], ["w", "x", "y"])
val _ = app (fn (n, s) => print (pi n ^ s ^ ";")) zipped
val _ = print "\n"

(* min and max in one pass returning a pair *)
fun minmax (x :: xs) =
    foldl (fn (y, (lo, hi)) => (Int.min (y, lo), Int.max (y, hi))) (x, x) xs
  | minmax [] = (0, 0)
val (lo, hi) = minmax [5, ~3, 8, 0, 12, ~7, 4]
val _ = print ("minmax: " ^ pi lo ^ " " ^ pi hi ^ "\n")

(* fn with a nested tuple pattern *)
val f = fn ((x, y), z) => x * 100 + y * 10 + z
val _ = print ("fn nested: " ^ pi (f ((1, 2), 3)) ^ "\n")

(* fibonacci via pairs *)
fun fibPair 0 = (0, 1)
  | fibPair n = let val (x, y) = fibPair (n - 1) in (y, x + y) end
val _ = print ("fib 30 via pairs: " ^ pi (let val (x, _) = fibPair 30 in x end) ^ "\n")

(* unit and 4-tuples *)
val u = ()
val quad = (1, "two", (3, 4), [5])
fun quadSum (w, _, (x, y), [z]) = w + x + y + z
  | quadSum (w, _, (x, y), _) = w + x + y
val _ = print ("quadSum: " ^ pi (quadSum quad) ^ "\n")
val _ = print ("unit equal: " ^ (if u = () then "yes" else "no") ^ "\n")
