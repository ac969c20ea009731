(* A tiny stack machine interpreter with jumps *)
datatype instr =
    PUSH of int | ADD | SUB | MUL | DUP | SWAP | POP
  | JZ of int | JMP of int | PRINT | HALT

exception MachineError of string

fun run (prog : instr vector) =
  let
    fun step (pc, stack, out) =
      if pc >= Vector.length prog then rev out
      else
        case (Vector.sub (prog, pc), stack) of
            (PUSH n, s) => step (pc + 1, n :: s, out)
          | (ADD, b :: a :: s) => step (pc + 1, a + b :: s, out)
          | (SUB, b :: a :: s) => step (pc + 1, a - b :: s, out)
          | (MUL, b :: a :: s) => step (pc + 1, a * b :: s, out)
          | (DUP, a :: s) => step (pc + 1, a :: a :: s, out)
          | (SWAP, b :: a :: s) => step (pc + 1, a :: b :: s, out)
          | (POP, _ :: s) => step (pc + 1, s, out)
          | (JZ t, a :: s) => step (if a = 0 then t else pc + 1, s, out)
          | (JMP t, s) => step (t, s, out)
          | (PRINT, a :: s) => step (pc + 1, a :: s, Int.toString a :: out)
          | (HALT, _) => rev out
          | _ => raise MachineError ("stack underflow at " ^ Int.toString pc)
  in step (0, [], []) end

(* countdown from 5: prints 5 4 3 2 1 *)
val countdown = Vector.fromList [PUSH 5, PRINT, PUSH 1, SUB, DUP, JZ 7, JMP 1, HALT]
val () = print ("countdown: " ^ String.concatWith " " (run countdown) ^ "\n")
val () = print ("arith: " ^ String.concatWith " " (run (Vector.fromList [PUSH 2, PUSH 3, ADD, PUSH 4, MUL, PRINT])) ^ "\n")
val () = print ("bad: " ^ (String.concatWith " " (run (Vector.fromList [PUSH 1, ADD])) handle MachineError m => m) ^ "\n")
