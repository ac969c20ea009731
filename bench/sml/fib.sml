(* fib.sml - naive doubly recursive Fibonacci: almost nothing but calls and
   integer arithmetic (no allocation). Same algorithm as c/fib.c.
   The work is in main (), so that polyc runs it at run time, not at
   compile time; the last line calls it (run.sh strips that line for Poly/ML). *)
fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)

fun main () =
  let
    fun loop n = if n > 37 then ()
                 else (print ("fib " ^ Int.toString n ^ " = " ^ Int.toString (fib n) ^ "\n");
                       loop (n + 1))
  in loop 30 end

val _ = main ()
