(* exceptions crossing several calls: propagation through nested frames, handle inside recursive loops, cleanup and retry, exceptions with structured arguments
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/exceptions_deep.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/exceptions_deep.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/exceptions_deep.out %t3.out
*)
exception Abort of string * int
exception Skip
val depthLog : int list ref = ref []

fun level3 (n : int) = if n mod 7 = 0 then raise Abort ("multiple of seven", n) else n * 3
fun level2 n = (depthLog := 2 :: !depthLog; level3 n + 1)
fun level1 n = (depthLog := 1 :: !depthLog; level2 n * 2)
fun top n = Int.toString (level1 n) handle Abort (why, k) => "aborted (" ^ why ^ ") at " ^ Int.toString k
val _ = app (fn n => print (top n ^ "\n")) [1, 7, 10, 14]
val _ = print ("frames entered: " ^ Int.toString (length (!depthLog)) ^ "\n")

(* deep recursion unwound by a single raise *)
fun dive 0 = raise Abort ("bottom", 0)
  | dive n = 1 + dive (n - 1)
val _ = print ((Int.toString (dive 10000)) handle Abort (s, _) => "unwound from " ^ s ^ "\n")

(* handle inside a recursive loop: skip bad elements, continue *)
fun process [] acc = rev acc
  | process (x :: xs) acc =
    let val r = (if x < 0 then raise Skip else if x = 0 then raise Div else 100 div x)
                handle Skip => ~1
                     | Div => 0
    in process xs (r :: acc) end
val _ = print ("processed: " ^ String.concat (map (fn n => Int.toString n ^ " ") (process [5, ~3, 0, 7, 50, ~1] [])) ^ "\n")

(* loop where every iteration raises and handles (handler frames pushed and popped repeatedly) *)
fun loop 0 acc = acc
  | loop n acc =
    let val v = (if n mod 3 = 0 then raise Abort ("x", n) else n) handle Abort (_, k) => ~ k
    in loop (n - 1) (acc + v) end
val _ = print ("loop sum: " ^ Int.toString (loop 30000 0) ^ "\n")

(* retry logic: a counter decides when to stop failing *)
val attempts = ref 0
fun flaky () = (attempts := !attempts + 1; if !attempts < 4 then raise Fail ("attempt " ^ Int.toString (!attempts)) else "success")
fun retry 0 f = "gave up"
  | retry n f = f () handle Fail msg => (print ("  failed: " ^ msg ^ "\n"); retry (n - 1) f)
val _ = print ("retry result: " ^ retry 10 flaky ^ "\n")
val _ = attempts := 0
val _ = print ("retry result: " ^ retry 2 flaky ^ "\n")

(* cleanup pattern: run finalizer then re-raise *)
val resources = ref 0
fun withResource f =
  let val _ = resources := !resources + 1
      val r = f () handle e => (resources := !resources - 1; raise e)
  in resources := !resources - 1; r end
val a = withResource (fn () => 10)
val b = (withResource (fn () => raise Abort ("in resource", 3))) handle Abort (_, k) => k
val c = (withResource (fn () => withResource (fn () => raise Skip) + 1)) handle Skip => ~5
val _ = print ("a b c = " ^ Int.toString a ^ " " ^ Int.toString b ^ " " ^ Int.toString c ^
               ", open resources = " ^ Int.toString (!resources) ^ "\n")

(* exception through higher-order functions *)
fun check x = if x > 3 then raise Abort ("too big", x) else x * x
val r1 = (Int.toString (foldl op + 0 (map check [1, 2, 3]))) handle Abort (_, v) => "abort " ^ Int.toString v
val r2 = (Int.toString (foldl op + 0 (map check [1, 5, 2, 9]))) handle Abort (_, v) => "abort " ^ Int.toString v
val seen = ref 0
val r3 = (app (fn x => (seen := !seen + 1; ignore (check x))) [1, 2, 8, 3]; "done") handle Abort _ => "stopped"
val _ = print (r1 ^ ", " ^ r2 ^ ", " ^ r3 ^ " after " ^ Int.toString (!seen) ^ "\n")

(* handler chooses between exceptions from different depths *)
fun search target [] = raise Fail "not found"
  | search target ((k, v) :: rest) = if k = target then v else search target rest
fun lookupAll keys table =
  map (fn k => search k table handle Fail _ => "-") keys
val _ = print (String.concat (lookupAll ["b", "z", "a"] [("a", "1"), ("b", "2")]) ^ "\n")
fun nestedHandlers n =
  ((((if n = 1 then raise Skip else if n = 2 then raise Abort ("two", 2) else if n = 3 then raise Fail "three" else n)
     handle Skip => 10)
    handle Abort (_, k) => 20 + k)
   handle Fail _ => 30)
val _ = print (String.concat (map (fn n => Int.toString (nestedHandlers n) ^ " ") [1, 2, 3, 4]) ^ "\n")
