(* exceptions: declaring, raising, handling with several patterns, exceptions with arguments, wildcard handlers, re-raise, handler result types
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/exceptions_basic.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/exceptions_basic.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/exceptions_basic.out %t3.out
*)
exception Bad
exception Code of int
exception Msg of string
exception Both of int * string

fun risky 0 = raise Bad
  | risky 1 = raise Code 404
  | risky 2 = raise Msg "two is not allowed"
  | risky 3 = raise Both (3, "three")
  | risky 4 = raise Fail "failure four"
  | risky n = n * 10

fun attempt n =
  Int.toString (risky n)
  handle Bad => "Bad"
       | Code c => "Code " ^ Int.toString c
       | Msg m => "Msg: " ^ m
       | Both (k, s) => "Both " ^ Int.toString k ^ "/" ^ s
       | Fail s => "Fail: " ^ s
val _ = app (fn n => print (Int.toString n ^ " -> " ^ attempt n ^ "\n")) [0, 1, 2, 3, 4, 5]

(* handler with constant patterns inside the exception argument *)
fun classify n =
  (risky n; "no exception")
  handle Code 404 => "not found"
       | Code _ => "other code"
       | Msg "two is not allowed" => "exact message"
       | _ => "something else"
val _ = app (fn n => print (classify n ^ "\n")) [1, 2, 0, 7]

(* re-raise: an inner handler that only handles some exceptions *)
val log : string list ref = ref []
fun inner n =
  risky n handle Code c => (log := "inner handled code" :: !log; c)
               | e => (log := "inner re-raising" :: !log; raise e)
fun outer n = inner n handle Bad => (log := "outer handled Bad" :: !log; ~1)
                           | Msg _ => (log := "outer handled Msg" :: !log; ~2)
val results = map (fn n => outer n handle _ => ~99) [1, 0, 2, 3, 6]
val _ = print ("results: " ^ String.concat (map (fn n => Int.toString n ^ " ") results) ^ "\n")
val _ = app (fn s => print (s ^ "\n")) (rev (!log))

(* an exception value stored and raised later *)
val saved = Code 7
val _ = print ((raise saved) handle Code n => "raised saved Code " ^ Int.toString n ^ "\n")
val excs = [Bad, Code 1, Msg "m", Both (2, "b"), Fail "f"]
fun name e = (raise e) handle Bad => "Bad" | Code _ => "Code" | Msg _ => "Msg" | Both _ => "Both" | _ => "other"
val _ = print (String.concat (map (fn e => name e ^ " ") excs) ^ "\n")

(* handle evaluates to a value of the same type; raise in arbitrary positions *)
val v = 1 + (if true then raise Code 5 else 0) handle Code n => n * 100
val _ = print ("v = " ^ Int.toString v ^ "\n")
val w = (1 + (raise Code 5)) handle Code n => n + 1
val _ = print ("w = " ^ Int.toString w ^ "\n")
val z = [1, 2, (raise Bad) handle Bad => 3, 4]
val _ = print ("z = " ^ String.concat (map Int.toString z) ^ "\n")

(* nested handlers: inner handler raises a new exception handled outside *)
val nested =
  ((raise Msg "first") handle Msg s => raise Msg (s ^ " then second"))
  handle Msg s => s
val _ = print (nested ^ "\n")
(* exception handled after effects already happened *)
val trail = ref 0
val res = (trail := 1; trail := !trail + 10; raise Bad; trail := 1000; 5) handle Bad => !trail
val _ = print ("trail = " ^ Int.toString res ^ "\n")
(* a locally declared exception *)
fun findIndex p xs =
  let exception Found of int
      fun go [] _ = ()
        | go (y :: ys) i = if p y then raise Found i else go ys (i + 1)
  in (go xs 0; ~1) handle Found i => i end
val _ = print ("findIndex: " ^ Int.toString (findIndex (fn x => x > 10) [3, 8, 12, 20]) ^ " " ^
               Int.toString (findIndex (fn x => x < 0) [3, 8]) ^ "\n")
