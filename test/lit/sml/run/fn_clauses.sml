(* anonymous functions: fn with one and several clauses, constant/tuple/constructor patterns, fn values in data structures
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/fn_clauses.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/fn_clauses.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/fn_clauses.out %t3.out
*)
val double = fn x => x * 2
val isZero = fn 0 => true | _ => false
val fact = fn n => let fun f 0 = 1 | f k = k * f (k - 1) in f n end
val describe = fn 0 => "zero" | 1 => "one" | 2 => "two" | n => if n < 0 then "negative" else "many"
val _ = print (Int.toString (double 21) ^ "\n")
val _ = print ((if isZero 0 then "isZero 0" else "no") ^ " " ^ (if isZero 5 then "isZero 5" else "not isZero 5") ^ "\n")
val _ = print (Int.toString (fact 10) ^ "\n")
val _ = print (String.concat (map (fn n => describe n ^ " ") [0, 1, 2, 3, ~4]) ^ "\n")

val swap = fn (a, b) => (b, a)
val add3 = fn (a, b, c) => a + b + c
val _ = print (Int.toString (add3 (1, 20, 300)) ^ " " ^ (let val (p, q) = swap ("x", 5) in Int.toString p ^ q end) ^ "\n")

val headOr = fn ([], d) => d | (x :: _, _) => x
val _ = print (Int.toString (headOr ([], 9)) ^ " " ^ Int.toString (headOr ([4, 5], 9)) ^ "\n")

val optLen = fn NONE => 0 | SOME s => size s
val _ = print (Int.toString (optLen NONE + optLen (SOME "hello")) ^ "\n")

(* fn directly applied *)
val _ = print (Int.toString ((fn x => fn y => x * 10 + y) 4 2) ^ "\n")
val _ = print ((fn "yes" => "affirmative" | "no" => "negative" | s => "unknown: " ^ s) "maybe" ^ "\n")

(* a list of functions *)
val ops = [fn x => x + 1, fn x => x * x, fn x => ~ x, fn 0 => 100 | x => x div 2]
val _ = print (String.concat (map (fn f => Int.toString (f 7) ^ " ") ops) ^ "\n")
val _ = print (String.concat (map (fn f => Int.toString (f 0) ^ " ") ops) ^ "\n")
val pipeline = foldl (fn (f, g) => fn x => f (g x)) (fn x => x) ops
val _ = print ("pipeline 3 = " ^ Int.toString (pipeline 3) ^ "\n")

(* fn returning fn (curried) *)
val adder = fn a => fn b => fn c => a + b + c
val add10 = adder 10
val _ = print (Int.toString (add10 1 2) ^ " " ^ Int.toString (adder 1 1 1) ^ "\n")

(* fn with a handler inside and a fn with a case *)
val safeHead = fn l => (hd l) handle Empty => ~1
val _ = print (Int.toString (safeHead [8, 9]) ^ " " ^ Int.toString (safeHead []) ^ "\n")
val sumPairs = fn l => foldl (fn ((a, b), acc) => acc + a * b) 0 l
val _ = print (Int.toString (sumPairs [(1, 2), (3, 4), (5, 6)]) ^ "\n")
datatype animal = Dog | Cat | Fish of int
val sound = fn Dog => "woof" | Cat => "meow" | Fish 0 => "..." | Fish n => "blub x" ^ Int.toString n
val _ = print (String.concat (map (fn a => sound a ^ "; ") [Dog, Cat, Fish 0, Fish 3]) ^ "\n")
val _ = print (Int.toString (length (List.filter (fn Fish _ => true | _ => false) [Dog, Fish 1, Fish 2, Cat])) ^ "\n")
val apply = fn (f, x) => f x
val _ = print (Int.toString (apply (fn n => n - 100, 1)) ^ "\n")
