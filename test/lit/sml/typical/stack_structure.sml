(* A stack module with a signature *)
signature STACK =
sig
  type 'a stack
  exception EmptyStack
  val empty : 'a stack
  val isEmpty : 'a stack -> bool
  val push : 'a * 'a stack -> 'a stack
  val pop : 'a stack -> 'a stack
  val top : 'a stack -> 'a
  val size : 'a stack -> int
end

structure ListStack :> STACK =
struct
  type 'a stack = 'a list
  exception EmptyStack
  val empty = []
  fun isEmpty s = null s
  fun push (x, s) = x :: s
  fun pop [] = raise EmptyStack
    | pop (_ :: s) = s
  fun top [] = raise EmptyStack
    | top (x :: _) = x
  fun size s = length s
end

open ListStack

fun balanced str =
  let
    fun matches (#"(", #")") = true
      | matches (#"[", #"]") = true
      | matches (#"{", #"}") = true
      | matches _ = false
    fun go ([], s) = isEmpty s
      | go (c :: cs, s) =
          if Char.contains "([{" c then go (cs, push (c, s))
          else if Char.contains ")]}" c then
            (not (isEmpty s) andalso matches (top s, c) andalso go (cs, pop s))
          else go (cs, s)
  in go (explode str, empty) end

val tests = ["(a[b]{c})", "([)]", "((", "", "{[()()]}", "}"]
val () = List.app (fn t => print ("\"" ^ t ^ "\": " ^ Bool.toString (balanced t) ^ "\n")) tests
val s = push (3, push (2, push (1, empty)))
val () = print ("size " ^ Int.toString (size s) ^ ", top " ^ Int.toString (top s) ^ "\n")
val () = print ((Int.toString (top (pop (pop (pop s))))) handle EmptyStack => "EmptyStack\n")
