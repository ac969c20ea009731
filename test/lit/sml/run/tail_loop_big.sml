(* tail calls: a 10,000,000-iteration self tail-recursive loop (constant stack), plus tuple/curried/if/case/let tail positions
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/tail_loop_big.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/tail_loop_big.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/tail_loop_big.out %t3.out
*)
fun pl s = print (s ^ "\n")

(* 10 million iterations; the value stays small thanks to mod *)
fun loop (i : int, acc : int) : int =
  if i = 10000000 then acc
  else loop (i + 1, (acc * 31 + i) mod 1000003)
val _ = pl ("loop 10M = " ^ Int.toString (loop (0, 1)))

(* curried tail recursion counting down *)
fun countdown 0 steps = steps
  | countdown n steps = countdown (n - 1) (steps + 1)
val _ = pl ("countdown 3M steps = " ^ Int.toString (countdown 3000000 0))

(* tail call from inside case and let *)
fun digitsSum (n : int) (acc : int) (iters : int) =
  case n of
      0 => (acc, iters)
    | _ => let val d = n mod 10
               val rest = n div 10
           in if rest = 0 andalso d = 0 then (acc, iters) else digitsSum rest (acc + d) (iters + 1) end
fun sumAllDigits i limit total =
  if i > limit then total
  else let val (s, _) = digitsSum i 0 0 in sumAllDigits (i + 1) limit (total + s) end
val _ = pl ("sum of digits of 1..300000 = " ^ Int.toString (sumAllDigits 1 300000 0))

(* tail recursion with a list accumulator and a counter *)
fun collect i n acc = if i >= n then acc else collect (i + 1) n (if i mod 100000 = 0 then i :: acc else acc)
val _ = pl ("collected: " ^ String.concat (map (fn x => Int.toString x ^ " ") (rev (collect 0 1000000 []))))

(* tail-recursive loop whose step is chosen by if/else branches *)
fun collatzSteps (n : int) (steps : int) =
  if n = 1 then steps
  else if n mod 2 = 0 then collatzSteps (n div 2) (steps + 1)
  else collatzSteps (3 * n + 1) (steps + 1)
fun totalSteps i lim acc = if i > lim then acc else totalSteps (i + 1) lim (acc + collatzSteps i 0)
val _ = pl ("total collatz steps 1..20000 = " ^ Int.toString (totalSteps 1 20000 0))

(* a tail-recursive loop inside a let-bound function *)
val twoMillion =
  let fun go 0 a b = a + b
        | go n a b = go (n - 1) b ((a + b) mod 1000)
  in go 2000000 0 1 end
val _ = pl ("fib mod 1000 after 2M steps = " ^ Int.toString twoMillion)

(* tail call to a function that returns unit, through sequencing *)
val ticks = ref 0
fun tickLoop 0 = ()
  | tickLoop n = (ticks := !ticks + 1; tickLoop (n - 1))
val _ = tickLoop 1000000
val _ = pl ("ticks = " ^ Int.toString (!ticks))
