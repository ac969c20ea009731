(* the collector's hard cases: old arrays and refs given young lists, strings and reals (the write barrier), deep non-tail recursion holding young data across collections (pinning), closures over young data, and long-lived data next to short-lived garbage
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/gc_generations.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/gc_generations.out %t2.out
RUN: %smlc -O2 %s -o %t1 && env SML_NURSERY_KB=16 %t1 > %t1.out && diff %S/Inputs/gc_generations.out %t1.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof SML_NURSERY_KB=32 %t3 > %t3.out && diff %S/Inputs/gc_generations.out %t3.out
*)
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
fun sum xs = foldl (op +) 0 xs

(* garbage: short-lived lists, so that collections happen in between *)
fun churn n = if n = 0 then 0 else sum (upto (1, 50)) mod 7 + churn (n - 1)

(* an array that lives long, updated with new lists round after round; the
   loop does not hold the array across collections (put loads it) *)
val table = Array.array (200, [] : int list)
fun put (i, xs) = Array.update (table, i, xs)
fun fill round =
  let
    fun go i =
      if i = 200 then ()
      else (put (i, upto (round, round + i mod 13));
            churn 3;
            go (i + 1))
  in go 0 end
val _ = List.app fill (upto (1, 25))
val tableSum = Array.foldl (fn (l, a) => a + sum l) 0 table
val _ = print ("table: " ^ Int.toString tableSum ^ "\n")

(* a ref that accumulates young cells while garbage is made *)
val acc = ref ([] : int list)
fun push i = acc := i :: !acc
fun grow i = if i > 3000 then () else (push i; churn 1; grow (i + 1))
val _ = grow 1
val _ = print ("acc: " ^ Int.toString (length (!acc)) ^ " " ^ Int.toString (sum (!acc)) ^ "\n")

(* deep non-tail recursion: every frame holds a young cell across collections *)
fun build 0 = []
  | build n = let val rest = build (n - 1) in (n, Int.toString n) :: rest end
fun deep [] = 0
  | deep ((n, s) :: rest) = let val r = deep rest val _ = churn (n mod 2) in r + n + size s end
val big = build 20000
val _ = print ("deep: " ^ Int.toString (deep big) ^ "\n")

(* closures over young data, kept in an old ref *)
val fs = ref ([] : (int -> int) list)
fun addClosures i =
  if i > 500 then ()
  else let val xs = upto (1, i mod 17) in fs := (fn k => k + sum xs) :: !fs; churn 1; addClosures (i + 1) end
val _ = addClosures 1
val _ = print ("closures: " ^ Int.toString (foldl (fn (f, a) => f a mod 1000003) 0 (!fs)) ^ "\n")

(* strings and reals stored into old arrays *)
val names = Array.array (50, "")
val reals = Array.array (50, 0.0)
fun strs i =
  if i = 1000 then ()
  else (Array.update (names, i mod 50, Array.sub (names, (i + 1) mod 50) ^ Int.toString (i mod 10));
        Array.update (reals, i mod 50, Array.sub (reals, i mod 50) + real i / 4.0);
        churn 1;
        strs (i + 1))
val _ = strs 0
val _ = print ("strings: " ^ Int.toString (Array.foldl (fn (s, a) => a + size s) 0 names)
               ^ " " ^ Array.sub (names, 7) ^ "\n")
val _ = print ("reals: " ^ Real.toString (Array.foldl (op +) 0.0 reals) ^ "\n")

(* the long-lived list built first is still whole *)
val _ = print ("big: " ^ Int.toString (length big) ^ " " ^ #2 (hd big) ^ "\n")
