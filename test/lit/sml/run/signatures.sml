(* signatures: transparent and opaque ascription, where type, eqtype,
   datatype and exception specifications; the names a signature leaves out
   are hidden, an abstract type hides its representation
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/signatures.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/signatures.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/signatures.out %t3.out
*)
signature STACK =
sig
  type 'a stack
  val empty : 'a stack
  val push : 'a * 'a stack -> 'a stack
  val pop : 'a stack -> ('a * 'a stack) option
  val size : 'a stack -> int
end

structure ListStack :> STACK =
struct
  type 'a stack = 'a list
  val empty = []
  fun push (x, s) = x :: s
  fun pop [] = NONE
    | pop (x :: s) = SOME (x, s)
  fun size s = length s
  fun secret () = "hidden"
end

signature COUNTER =
sig
  eqtype t
  val zero : t
  val inc : t -> t
  val toInt : t -> int
end

structure C : COUNTER =
struct
  type t = int
  val zero = 0
  fun inc n = n + 1
  fun toInt n = n
end

signature SHAPE =
sig
  datatype shape = Circle of int | Square of int
  val area : shape -> int
  exception Bad of string
end

structure Shape : SHAPE =
struct
  datatype shape = Circle of int | Square of int
  fun area (Circle r) = 3 * r * r
    | area (Square s) = s * s
  exception Bad of string
  val helper = 42
end

structure IdInt : sig val id : int -> int end = struct fun id x = x end

signature ORD = sig type t val le : t * t -> bool end
structure IntOrd : ORD where type t = int = struct type t = int fun le (a : int, b) = a <= b end

val s = ListStack.push (3, ListStack.push (2, ListStack.empty))
val _ = case ListStack.pop s of SOME (x, _) => print (Int.toString x ^ " " ^ Int.toString (ListStack.size s) ^ "\n") | NONE => ()
val c = C.inc (C.inc C.zero)
val _ = print (Int.toString (C.toInt c) ^ " " ^ Bool.toString (c = C.inc (C.inc C.zero)) ^ " " ^ Int.toString (c + 1) ^ "\n")
val _ = print (Int.toString (Shape.area (Shape.Circle 2)) ^ "\n")
val _ = (raise Shape.Bad "x") handle Shape.Bad m => print ("Bad " ^ m ^ "\n")
val _ = print (Int.toString (IdInt.id 5) ^ " " ^ Bool.toString (IntOrd.le (1, 2)) ^ "\n")
