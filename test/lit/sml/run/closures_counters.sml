(* closures: counters with private refs, adders, closures capturing loop variables and other closures, memo tables
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/closures_counters.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/closures_counters.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/closures_counters.out %t3.out
*)
fun makeCounter (start : int) =
  let val c = ref start
  in (fn () => (c := !c + 1; !c), fn () => !c, fn () => c := start) end

val (incA, getA, resetA) = makeCounter 0
val (incB, getB, _) = makeCounter 100
val _ = (incA (); incA (); incB (); incA ())
val _ = print ("A = " ^ Int.toString (getA ()) ^ ", B = " ^ Int.toString (getB ()) ^ "\n")
val _ = resetA ()
val _ = print ("A after reset = " ^ Int.toString (getA ()) ^ ", inc -> " ^ Int.toString (incA ()) ^ "\n")

fun makeAdder n = fn x => x + n
val add5 = makeAdder 5
val sub3 = makeAdder ~3
val _ = print (Int.toString (add5 10) ^ " " ^ Int.toString (sub3 10) ^ " " ^ Int.toString (add5 (sub3 0)) ^ "\n")
val adders = map makeAdder [1, 10, 100, 1000]
val _ = print (String.concat (map (fn f => Int.toString (f 7) ^ " ") adders) ^ "\n")

(* closures capture values, not variables: later shadowing does not affect them *)
val k = 10
fun addK x = x + k
val k = 20
val _ = print ("addK 1 = " ^ Int.toString (addK 1) ^ " (k is now " ^ Int.toString k ^ ")\n")

(* but a captured ref sees later updates *)
val shared = ref 1
fun scaled x = x * !shared
val before1 = scaled 7
val _ = shared := 6
val _ = print ("scaled before/after: " ^ Int.toString before1 ^ " " ^ Int.toString (scaled 7) ^ "\n")

(* an accumulator generator *)
fun accumulator () =
  let val total = ref 0
  in fn n => (total := !total + n; !total) end
val acc1 = accumulator ()
val acc2 = accumulator ()
val r1 = map acc1 [1, 2, 3, 4]
val r2 = map acc2 [10, 20]
val _ = print (String.concat (map (fn n => Int.toString n ^ " ") (r1 @ r2)) ^ "\n")

(* closures built in a loop, each capturing its own i *)
fun buildList 0 acc = acc
  | buildList i acc = buildList (i - 1) ((fn x => x * i) :: acc)
val mults = buildList 5 []
val _ = print (String.concat (map (fn f => Int.toString (f 3) ^ " ") mults) ^ "\n")

(* closure capturing several variables of different types *)
fun greeter (greeting : string) (punct : string) (times : int) =
  fn name => let fun rep 0 = "" | rep n = punct ^ rep (n - 1) in greeting ^ ", " ^ name ^ rep times end
val hi = greeter "Hi" "!" 3
val hello = greeter "Hello" "?" 1
val _ = print (hi "Ann" ^ " " ^ hello "Bob" ^ "\n")

(* a counter object with message-passing style dispatch *)
datatype msg = Inc of int | Dec of int | Get | Reset
fun makeObj () =
  let val state = ref 0
      val log = ref []
  in fn m =>
       (log := m :: !log;
        case m of
            Inc n => (state := !state + n; !state)
          | Dec n => (state := !state - n; !state)
          | Get => !state
          | Reset => (state := 0; length (!log)))
  end
val obj = makeObj ()
val results = map obj [Inc 5, Inc 7, Dec 2, Get, Reset, Inc 1, Get]
val _ = print ("obj: " ^ String.concat (map (fn n => Int.toString n ^ " ") results) ^ "\n")

(* memoization via a closure over a ref list *)
val calls = ref 0
fun memo f =
  let val table = ref []
      fun look x [] = NONE
        | look x ((y, v) :: rest) = if x = y then SOME v else look x rest
  in fn x => case look x (!table) of
                 SOME v => v
               | NONE => let val v = f x in table := (x, v) :: !table; v end
  end
val slowSquare = fn x => (calls := !calls + 1; x * x)
val fastSquare = memo slowSquare
val s = foldl (fn (x, a) => a + fastSquare x) 0 [3, 4, 3, 3, 4, 5, 3]
val _ = print ("memo sum = " ^ Int.toString s ^ ", underlying calls = " ^ Int.toString (!calls) ^ "\n")
