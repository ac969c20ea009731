(* references: ref, !, :=, sequencing with ;, refs holding lists/tuples/refs, aliasing, swap, imperative loops via recursion
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/refs_sequencing.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/refs_sequencing.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/refs_sequencing.out %t3.out
*)
val r = ref 10
val _ = (r := !r + 5; r := !r * 2)
val _ = print ("r = " ^ Int.toString (!r) ^ "\n")

val alias = r
val _ = alias := 99
val _ = print ("through alias: " ^ Int.toString (!r) ^ "\n")
val other = ref 99
val _ = other := !other + 1
val _ = print ("other = " ^ Int.toString (!other) ^ ", r still " ^ Int.toString (!r) ^ "\n")

fun swap (a : int ref, b : int ref) = let val t = !a in a := !b; b := t end
val x = ref 1
val y = ref 2
val _ = swap (x, y)
val _ = print ("after swap: " ^ Int.toString (!x) ^ " " ^ Int.toString (!y) ^ "\n")

(* a loop written with recursion and refs *)
fun forLoop (i : int) (hi : int) (body : int -> unit) =
  if i > hi then () else (body i; forLoop (i + 1) hi body)
val sum = ref 0
val prod = ref 1
val _ = forLoop 1 10 (fn i => (sum := !sum + i; prod := !prod * i))
val _ = print ("sum 1..10 = " ^ Int.toString (!sum) ^ ", 10! = " ^ Int.toString (!prod) ^ "\n")

(* a stack implemented with a ref to a list *)
val stack : int list ref = ref []
fun push v = stack := v :: !stack
fun pop () = case !stack of [] => NONE | v :: rest => (stack := rest; SOME v)
val _ = (push 1; push 2; push 3)
val p1 = pop ()
val _ = push 10
val _ = print ("stack: " ^ String.concat (map (fn v => Int.toString v ^ " ") (!stack)) ^
               "popped " ^ (case p1 of SOME v => Int.toString v | NONE => "none") ^ "\n")
fun drain () = case pop () of NONE => [] | SOME v => v :: drain ()
val _ = print ("drained: " ^ String.concat (map (fn v => Int.toString v ^ " ") (drain ())) ^
               "now empty: " ^ (if null (!stack) then "yes" else "no") ^ "\n")

(* refs inside data structures *)
val cells = map ref [1, 2, 3, 4]
val _ = app (fn c => c := !c * !c) cells
val _ = print ("squared cells: " ^ String.concat (map (fn c => Int.toString (!c) ^ " ") cells) ^ "\n")
val pairRef = ref (0, "start")
val _ = pairRef := (1, "next")
val _ = pairRef := (let val (n, s) = !pairRef in (n + 1, s ^ "!") end)
val _ = print ("pairRef: " ^ (let val (n, s) = !pairRef in Int.toString n ^ " " ^ s end) ^ "\n")
val rr = ref (ref 5)
val _ = (!rr) := 6
val inner = !rr
val _ = rr := ref 100
val _ = print ("ref of ref: " ^ Int.toString (!inner) ^ " " ^ Int.toString (!(!rr)) ^ "\n")

(* sequence expression value is the last expression *)
val v = (print "side effect 1\n"; print "side effect 2\n"; 7 * 6)
val _ = print ("sequence value " ^ Int.toString v ^ "\n")
val u : unit = (r := 0; ())
val _ = print ("r reset to " ^ Int.toString (!r) ^ "\n")

(* fibonacci with two refs in an imperative style *)
fun fibImp n =
  let val a = ref 0
      val b = ref 1
      fun loop 0 = !a
        | loop k = (let val t = !a + !b in a := !b; b := t end; loop (k - 1))
  in loop n end
val _ = print ("fibImp: " ^ String.concat (map (fn n => Int.toString (fibImp n) ^ " ") [0, 1, 2, 10, 20, 40]) ^ "\n")

(* ref holding a function *)
val hook = ref (fn (x : int) => x)
val _ = print ("hook 5 = " ^ Int.toString ((!hook) 5) ^ "\n")
val _ = hook := (fn x => x * 3)
val _ = print ("hook 5 = " ^ Int.toString ((!hook) 5) ^ "\n")
val old = !hook
val _ = hook := (fn x => old x + 1)
val _ = print ("hook 5 = " ^ Int.toString ((!hook) 5) ^ "\n")
val count = ref 0
val _ = ignore (map (fn s => count := !count + size s) ["ab", "cde", "f"])
val _ = print ("chars = " ^ Int.toString (!count) ^ "\n")
