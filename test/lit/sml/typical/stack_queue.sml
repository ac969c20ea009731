(* Functional stack and queue *)
datatype 'a stack = Empty | Push of 'a * 'a stack

exception StackUnderflow

fun push (x, s) = Push (x, s)
fun pop Empty = raise StackUnderflow
  | pop (Push (x, s)) = (x, s)
fun isEmpty Empty = true
  | isEmpty _ = false

(* queue as a pair of lists *)
type 'a queue = 'a list * 'a list
val emptyQ : 'a queue = ([], [])
fun enqueue (x, (f, b)) = (f, x :: b)
fun dequeue ([], []) = NONE
  | dequeue ([], b) = dequeue (rev b, [])
  | dequeue (x :: f, b) = SOME (x, (f, b))

val s = foldl push Empty [1, 2, 3, 4]
fun drainStack st =
  if isEmpty st then []
  else let val (x, st') = pop st in x :: drainStack st' end
val () = print ("stack: " ^ String.concatWith " " (map Int.toString (drainStack s)) ^ "\n")
val () = (ignore (pop Empty); print "no error?\n")
         handle StackUnderflow => print "underflow caught\n"

val q = foldl enqueue emptyQ ["a", "b", "c"]
fun drainQ q =
  case dequeue q of
      NONE => []
    | SOME (x, q') => x :: drainQ q'
val q2 = enqueue ("d", q)
val () = print ("queue: " ^ String.concatWith " " (drainQ q2) ^ "\n")
