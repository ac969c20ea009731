(* shadowing: rebinding values and functions at top level, in let, in patterns, in fn parameters; closures keep the old binding
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/shadowing.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/shadowing.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/shadowing.out %t3.out
*)
val x = 1
val _ = print ("x = " ^ Int.toString x ^ "\n")
val x = x + 10
val _ = print ("x = " ^ Int.toString x ^ "\n")
val x = "now a string"
val _ = print ("x = " ^ x ^ "\n")

fun f n = n + 1
fun g n = f n * 2
val _ = print ("g 5 = " ^ Int.toString (g 5) ^ "\n")
fun f n = n + 1000
val _ = print ("g 5 after redefining f = " ^ Int.toString (g 5) ^ ", f 5 = " ^ Int.toString (f 5) ^ "\n")
fun g n = f n * 2
val _ = print ("g 5 after redefining g = " ^ Int.toString (g 5) ^ "\n")

(* a function shadowing a basis function *)
fun rev xs = xs
val _ = print ("custom rev keeps order: " ^ String.concat (map Int.toString (rev [1, 2, 3])) ^ "\n")
val _ = print ("List.rev still reverses: " ^ String.concat (map Int.toString (List.rev [1, 2, 3])) ^ "\n")
fun length _ = ~1
val _ = print ("custom length: " ^ Int.toString (length [1, 2]) ^ ", List.length: " ^ Int.toString (List.length [1, 2]) ^ "\n")

(* shadowing in let, and the outer binding is restored afterwards *)
val y = 5
val z = let val y = y * 2
            val y = y + 1
        in y * 100 end
val _ = print ("y = " ^ Int.toString y ^ ", z = " ^ Int.toString z ^ "\n")

(* parameters shadow outer names *)
val n = 42
fun useParam n = n * 2
val _ = print ("useParam 3 = " ^ Int.toString (useParam 3) ^ ", n = " ^ Int.toString n ^ "\n")
val h = fn n => fn n' => n - n'
val _ = print ("h 10 3 = " ^ Int.toString (h 10 3) ^ "\n")
val k = fn x => (fn x => x * 3) (x + 1)
val _ = print ("k 4 = " ^ Int.toString (k 4) ^ "\n")

(* pattern variables shadow *)
val pair = (1, 2)
val result = case pair of (pair, y) => pair + y * 10
val _ = print ("result = " ^ Int.toString result ^ "\n")
fun sumList [] = 0
  | sumList (x :: xs) = x + sumList xs
val _ = print ("sumList = " ^ Int.toString (sumList [4, 5, 6]) ^ " (x is still " ^ x ^ ")\n")

(* closures capture the binding current at their definition *)
val base = 100
fun addBase v = v + base
val base = 200
val fns = [addBase, fn v => v + base]
val _ = print ("closures: " ^ String.concat (map (fn f => Int.toString (f 1) ^ " ") fns) ^ "\n")

(* shadowing datatype constructors' names with a new datatype *)
datatype t = A | B of int
fun showT A = "A" | showT (B n) = "B" ^ Int.toString n
val old = [A, B 1]
datatype t = A of string | C
fun showT2 (A s) = "A(" ^ s ^ ")" | showT2 C = "C"
val _ = print (String.concat (map showT old) ^ " " ^ String.concat (map showT2 [A "new", C]) ^ "\n")

(* shadowing an exception *)
exception E of int
val handler1 = fn () => (raise E 1) handle E n => n
exception E of string
val _ = print ("old E: " ^ Int.toString (handler1 ()) ^ ", new E: " ^ ((raise E "str") handle E s => s) ^ "\n")

(* repeated rebinding in a let chain *)
val acc = let val a = 1 val a = a * 2 val a = a * 3 val a = a * 4 val a = a * 5 in a end
val _ = print ("acc = " ^ Int.toString acc ^ "\n")
fun loop 0 total = total
  | loop i total = let val total = total + i in loop (i - 1) total end
val _ = print ("loop = " ^ Int.toString (loop 100 0) ^ "\n")
