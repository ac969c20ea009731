(* Tail recursion with accumulators *)
fun sumTo n =
  let fun loop (0, acc) = acc
        | loop (k, acc) = loop (k - 1, acc + k)
  in loop (n, 0) end

fun factorial n =
  let fun loop (0, acc) = acc
        | loop (k, acc) = loop (k - 1, acc * k)
  in loop (n, 1) end

fun power (b, e) =
  let fun loop (_, 0, acc) = acc
        | loop (b, e, acc) =
            if e mod 2 = 1 then loop (b * b, e div 2, acc * b) else loop (b * b, e div 2, acc)
  in loop (b, e, 1) end

fun digits n =
  let fun loop (0, acc) = acc
        | loop (m, acc) = loop (m div 10, m mod 10 :: acc)
  in if n = 0 then [0] else loop (n, []) end

fun countDown n = if n < 0 then () else (print (Int.toString n ^ " "); countDown (n - 1))

fun collatzSteps n =
  let fun loop (1, s) = s
        | loop (m, s) = loop (if m mod 2 = 0 then m div 2 else 3 * m + 1, s + 1)
  in loop (n, 0) end

val () = print ("sumTo 100000 = " ^ Int.toString (sumTo 100000) ^ "\n")
val () = print ("20! = " ^ Int.toString (factorial 20) ^ "\n")
val () = print ("3^20 = " ^ Int.toString (power (3, 20)) ^ "\n")
val () = print ("digits 9075 = " ^ String.concatWith "," (map Int.toString (digits 9075)) ^ "\n")
val () = countDown 5
val () = print "\n"
val () = print ("collatz 27 = " ^ Int.toString (collatzSteps 27) ^ " steps\n")
val longest = foldl (fn (n, (bn, bs)) => let val s = collatzSteps n in if s > bs then (n, s) else (bn, bs) end)
                    (1, 0) (List.tabulate (999, fn i => i + 1))
val () = print ("longest under 1000: " ^ Int.toString (#1 longest) ^ " (" ^ Int.toString (#2 longest) ^ ")\n")
