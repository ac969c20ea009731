(* functors: a set functor applied to two structures (each application a
   structure of its own, with its own abstract type), the result signature
   naming the parameter, a functor without a result signature
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/functors.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/functors.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/functors.out %t3.out
Each application's functions are its own cost centres, named after it:
RUN: env CCPROF_FILE=%t3.json CCPROF_FORMAT=json %t3 > /dev/null
RUN: %checkprof %t3.json --calls IntSet.insert=7 --calls StrSet.insert=5 --calls IP.max=1 --calls IntSet.member.anon=4
*)
signature ORDERED =
sig
  type t
  val compare : t * t -> order
  val show : t -> string
end

functor SetFn (O : ORDERED) :> sig
  type elem = O.t
  type set
  val empty : set
  val insert : elem * set -> set
  val member : elem * set -> bool
  val toList : set -> elem list
  val show : set -> string
end =
struct
  type elem = O.t
  type set = elem list
  val empty = []
  fun insert (x, []) = [x]
    | insert (x, y :: ys) =
        (case O.compare (x, y) of
           LESS => x :: y :: ys
         | EQUAL => y :: ys
         | GREATER => y :: insert (x, ys))
  fun member (x, s) = List.exists (fn y => O.compare (x, y) = EQUAL) s
  fun toList s = s
  fun show s = "{" ^ String.concatWith ", " (map O.show s) ^ "}"
end

structure IntOrd : ORDERED =
struct
  type t = int
  val compare = Int.compare
  val show = Int.toString
end

structure StrOrd = struct
  type t = string
  val compare = String.compare
  fun show s = "\"" ^ s ^ "\""
  val extra = 1
end

structure IntSet = SetFn (IntOrd)
structure StrSet = SetFn (StrOrd)

functor Pair (X : ORDERED) = struct
  fun max (a, b) = if X.compare (a, b) = LESS then b else a
  val name = "pair"
end

structure IP = Pair (IntOrd)

val s = foldl IntSet.insert IntSet.empty [5, 3, 8, 3, 1]
val t = foldl StrSet.insert StrSet.empty ["pear", "apple", "fig", "apple"]
val _ = print (IntSet.show s ^ " " ^ Bool.toString (IntSet.member (8, s)) ^ "\n")
val _ = print (StrSet.show t ^ " " ^ Int.toString (length (StrSet.toList t)) ^ "\n")
val _ = print (Int.toString (IP.max (3, 9)) ^ "\n")
