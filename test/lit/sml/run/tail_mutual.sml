(* mutually recursive tail calls: even/odd over 1,000,000, a three-state machine over 3,000,000 steps, and mutual tail calls inside let
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/tail_mutual.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/tail_mutual.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/tail_mutual.out %t3.out
*)
fun isEven 0 = true
  | isEven n = isOdd (n - 1)
and isOdd 0 = false
  | isOdd n = isEven (n - 1)
fun b2s true = "true" | b2s false = "false"
val _ = print ("isEven 1000000 = " ^ b2s (isEven 1000000) ^ "\n")
val _ = print ("isOdd 1000000 = " ^ b2s (isOdd 1000000) ^ "\n")
val _ = print ("isEven 999999 = " ^ b2s (isEven 999999) ^ "\n")
val _ = print ("isOdd 1000001 = " ^ b2s (isOdd 1000001) ^ "\n")

(* three mutually tail-recursive states with accumulators *)
fun stA 0 a b c = (a, b, c)
  | stA n a b c = stB (n - 1) (a + 1) b c
and stB 0 a b c = (a, b, c)
  | stB n a b c = if n mod 3 = 0 then stC (n - 1) a (b + 1) c else stA (n - 1) a (b + 1) c
and stC 0 a b c = (a, b, c)
  | stC n a b c = stA (n - 1) a b (c + 1)
val (ca, cb, cc) = stA 3000000 0 0 0
val _ = print ("state visits: A=" ^ Int.toString ca ^ " B=" ^ Int.toString cb ^ " C=" ^ Int.toString cc ^
               " total=" ^ Int.toString (ca + cb + cc) ^ "\n")

(* mutual tail recursion inside let, with a string accumulator that only grows occasionally *)
fun run n =
  let fun ping 0 acc = "ping-end " ^ acc
        | ping k acc = pong (k - 1) (if k mod 250000 = 0 then acc ^ "p" ^ Int.toString k ^ " " else acc)
      and pong 0 acc = "pong-end " ^ acc
        | pong k acc = ping (k - 1) (if k mod 250000 = 0 then acc ^ "q" ^ Int.toString k ^ " " else acc)
  in ping n "" end
val _ = print (run 1000000 ^ "\n")
val _ = print (run 999999 ^ "\n")

(* mutual recursion that consumes a long list in tail position *)
fun sumEvens [] acc = acc
  | sumEvens (x :: xs) acc = sumOdds xs (acc + x)
and sumOdds [] acc = acc
  | sumOdds (_ :: xs) acc = sumEvens xs acc
val longList = List.tabulate (200000, fn i => i mod 7)
val _ = print ("sum of even-indexed elements = " ^ Int.toString (sumEvens longList 0) ^ "\n")

(* mutual recursion between a top-level function and one taking a function argument *)
fun apply f x = f x
fun down 0 = 0
  | down n = apply down2 (n - 1)
and down2 0 = 1
  | down2 n = down (n - 1)
val _ = print ("down 1000000 = " ^ Int.toString (down 1000000) ^ ", down 1000001 = " ^ Int.toString (down 1000001) ^ "\n")
