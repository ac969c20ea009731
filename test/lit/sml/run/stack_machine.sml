(* a small stack-machine interpreter: instruction datatype, compiler from expressions, jumps, exceptions for machine faults, trace output
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/stack_machine.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/stack_machine.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/stack_machine.out %t3.out
*)
datatype instr = Push of int | Pop | Add | Sub | Mul | Dup | Swap | Over | Jz of int | Jmp of int | Print | Halt
datatype expr = Lit of int | Plus of expr * expr | Minus of expr * expr | Times of expr * expr
exception StackUnderflow of int
exception BadJump of int

fun fetch (prog : instr list) (pc : int) = List.nth (prog, pc) handle Subscript => raise BadJump pc

(* run returns the final stack; output lines are collected in reverse *)
fun run prog =
  let val out : string list ref = ref []
      val steps = ref 0
      fun exec pc stack =
        (steps := !steps + 1;
         case (fetch prog pc, stack) of
             (Halt, _) => stack
           | (Push n, s) => exec (pc + 1) (n :: s)
           | (Pop, _ :: s) => exec (pc + 1) s
           | (Add, a :: b :: s) => exec (pc + 1) (b + a :: s)
           | (Sub, a :: b :: s) => exec (pc + 1) (b - a :: s)
           | (Mul, a :: b :: s) => exec (pc + 1) (b * a :: s)
           | (Dup, a :: s) => exec (pc + 1) (a :: a :: s)
           | (Swap, a :: b :: s) => exec (pc + 1) (b :: a :: s)
           | (Over, a :: b :: s) => exec (pc + 1) (b :: a :: b :: s)
           | (Jz t, a :: s) => if a = 0 then exec t s else exec (pc + 1) s
           | (Jmp t, s) => exec t s
           | (Print, a :: s) => (out := Int.toString a :: !out; exec (pc + 1) (a :: s))
           | (_, _) => raise StackUnderflow pc)
      val final = exec 0 []
  in (final, rev (!out), !steps) end

fun showStack s = "[" ^ String.concat (map (fn n => Int.toString n ^ " ") s) ^ "]"
fun report name prog =
  let val (final, out, steps) = run prog
  in print (name ^ ": stack " ^ showStack final ^ " output " ^ String.concat (map (fn s => s ^ " ") out) ^
            "in " ^ Int.toString steps ^ " steps\n") end
  handle StackUnderflow pc => print (name ^ ": stack underflow at pc " ^ Int.toString pc ^ "\n")
       | BadJump pc => print (name ^ ": bad jump to " ^ Int.toString pc ^ "\n")

val _ = report "arith" [Push 2, Push 3, Add, Push 4, Mul, Print, Halt]
val _ = report "sub order" [Push 10, Push 3, Sub, Print, Halt]
(* countdown loop: prints 5 4 3 2 1 *)
val countdown = [Push 5, Dup, Jz 8, Print, Push 1, Sub, Jmp 1, Halt, Push 100, Print, Halt]
val _ = report "countdown" countdown
(* factorial with stack = [n, acc] (top first) *)
fun factProg n = [Push 1, Push n,
                  Dup, Jz 11,
                  Swap, Over, Mul, Swap,
                  Push 1, Sub, Jmp 2,
                  Pop, Print, Halt]
val _ = report "fact 6" (factProg 6)
val _ = report "fact 10" (factProg 10)
val _ = report "fact 0" (factProg 0)
val _ = report "underflow" [Push 1, Add, Halt]
val _ = report "bad jump" [Push 0, Jz 42, Halt]
val _ = report "fall off end" [Push 1, Push 2]

fun compile (Lit n) = [Push n]
  | compile (Plus (a, b)) = compile a @ compile b @ [Add]
  | compile (Minus (a, b)) = compile a @ compile b @ [Sub]
  | compile (Times (a, b)) = compile a @ compile b @ [Mul]
fun evalE (Lit n) = n
  | evalE (Plus (a, b)) = evalE a + evalE b
  | evalE (Minus (a, b)) = evalE a - evalE b
  | evalE (Times (a, b)) = evalE a * evalE b
val exprs = [Plus (Lit 1, Times (Lit 2, Lit 3)),
             Minus (Times (Plus (Lit 4, Lit 5), Lit 6), Minus (Lit 7, Lit 100)),
             Times (Minus (Lit 0, Lit 3), Times (Lit ~4, Lit 5))]
val _ = app (fn e =>
               let val (s, _, steps) = run (compile e @ [Print, Halt])
               in print ("compiled " ^ showStack s ^ " direct " ^ Int.toString (evalE e) ^
                         " (" ^ Int.toString (length (compile e)) ^ " instrs, " ^ Int.toString steps ^ " steps)\n") end) exprs
(* a longer program: sum 1..n with a loop; stack = [i, sum] top first *)
fun sumProg n = [Push 0, Push n,
                 Dup, Jz 11,
                 Swap, Over, Add, Swap,
                 Push 1, Sub, Jmp 2,
                 Pop, Print, Halt]
fun sumLoop 0 acc = acc | sumLoop n acc = sumLoop (n - 1) (acc + n)
val _ = print ("reference sum 1..100 = " ^ Int.toString (sumLoop 100 0) ^ "\n")
val _ = report "sumProg 100" (sumProg 100)
val _ = report "sumProg 2000" (sumProg 2000)
