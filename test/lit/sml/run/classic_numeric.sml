(* classic recursive algorithms: fibonacci (naive and iterative), gcd/lcm, Ackermann, Hanoi move count and moves, power, binomials, Collatz
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/classic_numeric.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/classic_numeric.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/classic_numeric.out %t3.out
*)
fun pl s = print (s ^ "\n")
fun fib 0 = 0
  | fib 1 = 1
  | fib n = fib (n - 1) + fib (n - 2)
fun fibIter n = let fun go 0 a _ = a | go k a b = go (k - 1) b (a + b) in go n 0 1 end
val _ = pl ("fib 0..15: " ^ String.concat (map (fn n => Int.toString (fib n) ^ " ") (List.tabulate (16, fn i => i))))
val _ = pl ("fib 25 = " ^ Int.toString (fib 25) ^ ", fibIter 25 = " ^ Int.toString (fibIter 25) ^ ", fibIter 40 = " ^ Int.toString (fibIter 40))

fun gcd (a, 0) = abs a
  | gcd (a, b) = gcd (b, a mod b)
fun lcm (a, b) = (abs a div gcd (a, b)) * abs b
val _ = pl ("gcd: " ^ String.concat (map (fn p => Int.toString (gcd p) ^ " ") [(12, 18), (17, 5), (0, 9), (100, 75), (~24, 36), (1071, 462)]))
val _ = pl ("lcm 1..20 = " ^ Int.toString (foldl (fn (x, acc) => lcm (x, acc)) 1 (List.tabulate (20, fn i => i + 1))))

fun ack 0 n = n + 1
  | ack m 0 = ack (m - 1) 1
  | ack m n = ack (m - 1) (ack m (n - 1))
val _ = pl ("ack: " ^ String.concat (map (fn (m, n) => "A(" ^ Int.toString m ^ "," ^ Int.toString n ^ ")=" ^ Int.toString (ack m n) ^ " ")
                                        [(0, 0), (1, 2), (2, 3), (3, 3), (3, 5)]))

fun hanoiCount 0 = 0
  | hanoiCount n = 2 * hanoiCount (n - 1) + 1
fun hanoi 0 _ _ _ acc = acc
  | hanoi n (from : string) (to : string) (via : string) acc =
    hanoi (n - 1) via to from ((from ^ "->" ^ to) :: hanoi (n - 1) from via to acc)
val _ = pl ("hanoi counts: " ^ String.concat (map (fn n => Int.toString (hanoiCount n) ^ " ") [1, 2, 3, 10, 20]))
val moves3 = rev (hanoi 3 "A" "C" "B" [])
val _ = pl ("hanoi 3 moves: " ^ String.concat (map (fn m => m ^ " ") moves3))
val _ = pl ("hanoi 12 move list length: " ^ Int.toString (length (hanoi 12 "A" "C" "B" [])))

fun power (b, 0) = 1
  | power (b, e) = if e mod 2 = 0 then let val h = power (b, e div 2) in h * h end else b * power (b, e - 1)
val _ = pl ("powers: " ^ String.concat (map (fn p => Int.toString (power p) ^ " ") [(2, 10), (3, 13), (~2, 7), (7, 0), (10, 9)]))

fun choose (n, 0) = 1
  | choose (n, k) = if k = n then 1 else choose (n - 1, k - 1) + choose (n - 1, k)
fun row n = List.tabulate (n + 1, fn k => choose (n, k))
val _ = app (fn n => pl (String.concat (map (fn c => Int.toString c ^ " ") (row n)))) [0, 1, 2, 3, 4, 5, 10]

fun collatzLen 1 = 1
  | collatzLen n = 1 + collatzLen (if n mod 2 = 0 then n div 2 else 3 * n + 1)
fun best (lo, hi) =
  let fun go i (bn, bl) = if i > hi then (bn, bl)
                          else let val l = collatzLen i in go (i + 1) (if l > bl then (i, l) else (bn, bl)) end
  in go lo (0, 0) end
val (bn, bl) = best (1, 3000)
val _ = pl ("longest collatz below 3000: " ^ Int.toString bn ^ " with " ^ Int.toString bl ^ " terms")

fun factorial 0 = 1
  | factorial n = n * factorial (n - 1)
val _ = pl ("factorials: " ^ String.concat (map (fn n => Int.toString (factorial n) ^ " ") [0, 1, 5, 10, 12]))
fun isqrt n = let fun go x = if x * x > n then x - 1 else go (x + 1) in go 0 end
val _ = pl ("isqrt: " ^ String.concat (map (fn n => Int.toString (isqrt n) ^ " ") [0, 1, 15, 16, 17, 1000000]))
fun perfect n = foldl op + 0 (List.filter (fn d => n mod d = 0) (List.tabulate (n - 1, fn i => i + 1))) = n
val _ = pl ("perfect numbers below 1000: " ^ String.concat (map (fn n => Int.toString n ^ " ") (List.filter perfect (List.tabulate (998, fn i => i + 2)))))
