(* structures and signatures: a stack and a queue behind signatures,
   qualified names, open, a structure alias, types and exceptions inside
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/structures.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/structures.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof CCPROF_FORMAT=prof %t3 > %t3.out && diff %S/Inputs/structures.out %t3.out
RUN: FileCheck %s --check-prefix=PROF < %t3.prof
PROF-DAG: Queue.dequeue
PROF-DAG: Stack.push
PROF-DAG: MathUtil.sumSquares
*)
signature STACK =
sig
  type 'a stack
  exception EmptyStack
  val empty : 'a stack
  val push : 'a * 'a stack -> 'a stack
  val pop : 'a stack -> 'a * 'a stack
  val size : 'a stack -> int
end

structure Stack :> STACK =
struct
  type 'a stack = 'a list
  exception EmptyStack
  val empty = []
  fun push (x, s) = x :: s
  fun pop [] = raise EmptyStack
    | pop (x :: s) = (x, s)
  fun size s = length s
end

structure Queue =
struct
  datatype 'a queue = Q of 'a list * 'a list
  val empty = Q ([], [])
  fun enqueue (x, Q (f, b)) = Q (f, x :: b)
  fun dequeue (Q ([], [])) = NONE
    | dequeue (Q ([], b)) = dequeue (Q (rev b, []))
    | dequeue (Q (x :: f, b)) = SOME (x, Q (f, b))
end

val s = Stack.push (3, Stack.push (2, Stack.push (1, Stack.empty)))
val (top, rest) = Stack.pop s
val _ = print (Int.toString top ^ " " ^ Int.toString (Stack.size rest) ^ "\n")
val _ = (Stack.pop (#2 (Stack.pop rest)); ()) handle Stack.EmptyStack => ()
val _ = print ((Int.toString (#1 (Stack.pop Stack.empty))) handle Stack.EmptyStack => "empty\n")

structure Q = Queue
fun drain q = case Q.dequeue q of NONE => [] | SOME (x, q') => x :: drain q'
val q = foldl Q.enqueue Q.empty [1, 2, 3, 4]
val _ = print (String.concatWith " " (map Int.toString (drain q)) ^ "\n")

structure MathUtil =
struct
  fun square x = x * x
  fun sumSquares l = foldl (fn (x, a) => square x + a) 0 l
end
open MathUtil
val _ = print (Int.toString (sumSquares [1, 2, 3]) ^ " " ^ Int.toString (square 7) ^ "\n")
fun qlen (Queue.Q (f, b)) = length f + length b
val _ = print (Int.toString (qlen q) ^ "\n")
