(* continuation-passing style: tail calls through unknown closures, deep continuation chains, CPS factorial/fib/sum, success/failure continuations
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/cps_closures.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/cps_closures.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/cps_closures.out %t3.out
*)
fun pl s = print (s ^ "\n")

fun factK 0 k = k 1
  | factK n k = factK (n - 1) (fn r => k (n * r))
val _ = pl ("factK 10 = " ^ Int.toString (factK 10 (fn r => r)))
val _ = pl ("factK 12 as string = " ^ factK 12 Int.toString)

fun fibK 0 k = k 0
  | fibK 1 k = k 1
  | fibK n k = fibK (n - 1) (fn a => fibK (n - 2) (fn b => k (a + b)))
val _ = pl ("fibK 20 = " ^ Int.toString (fibK 20 (fn r => r)))

(* a 250,000-deep continuation chain: every call is a tail call through a closure *)
fun countK 0 k = k 0
  | countK n k = countK (n - 1) (fn r => k (r + 1))
val _ = pl ("countK 250000 = " ^ Int.toString (countK 250000 (fn r => r)))

fun sumK [] k = k 0
  | sumK (x :: xs) k = sumK xs (fn s => k (s + x))
val nums = List.tabulate (100000, fn i => i mod 100)
val _ = pl ("sumK of 100000 elements = " ^ Int.toString (sumK nums (fn s => s)))

(* CPS map *)
fun mapK f [] k = k []
  | mapK f (x :: xs) k = mapK f xs (fn ys => k (f x :: ys))
val _ = pl ("mapK: " ^ String.concat (mapK (fn n => Int.toString (n * n) ^ " ") [1, 2, 3, 4, 5] (fn l => l)))

(* unknown functions called in tail position in a loop: the function comes from a list / a ref *)
fun cycle 0 (fs : (int -> int) list) acc = acc
  | cycle n fs acc =
    let val f = List.nth (fs, n mod 3) in cycle (n - 1) fs (f acc) end
val _ = pl ("cycle = " ^ Int.toString (cycle 123457 [fn x => (x + 7) mod 1000, fn x => (x * 3) mod 1000, fn x => (x + 999) mod 1000] 5))
val stepRef : (int * int -> int) ref = ref (fn (_, acc) => acc)
fun trampoline (0, acc) = acc
  | trampoline (n, acc) = (!stepRef) (n - 1, acc + n mod 10)
val _ = stepRef := trampoline
val _ = pl ("trampoline through a ref 2M = " ^ Int.toString (trampoline (2000000, 0)))

(* success / failure continuations: search a tree for a value, backtracking *)
datatype tree = Leaf of int | Node of tree * tree
fun findK (Leaf v) p succ fail = if p v then succ v else fail ()
  | findK (Node (l, r)) p succ fail = findK l p succ (fn () => findK r p succ fail)
fun build 0 i = Leaf i
  | build d i = Node (build (d - 1) (2 * i), build (d - 1) (2 * i + 1))
val t = build 12 1
val _ = pl ("first > 6000: " ^ findK t (fn v => v > 6000) Int.toString (fn () => "none"))
val _ = pl ("first multiple of 1000: " ^ findK t (fn v => v mod 1000 = 0) Int.toString (fn () => "none"))
val _ = pl ("first negative: " ^ findK t (fn v => v < 0) Int.toString (fn () => "none"))
fun countLeavesK (Leaf _) k = k 1
  | countLeavesK (Node (l, r)) k = countLeavesK l (fn a => countLeavesK r (fn b => k (a + b)))
val _ = pl ("leaves = " ^ Int.toString (countLeavesK t (fn n => n)))

(* continuation that is called several times *)
fun twiceK k x = (k x; k (x + 1))
val out : int list ref = ref []
val _ = twiceK (fn v => out := v :: !out) 10
val _ = twiceK (fn v => out := v * 100 :: !out) 3
val _ = pl ("collected by continuations: " ^ String.concat (map (fn v => Int.toString v ^ " ") (rev (!out))))

(* CPS with early exit: product of list stopping at zero without multiplying *)
val mults = ref 0
fun prodK [] k _ = k 1
  | prodK (0 :: _) _ abort = abort 0
  | prodK (x :: xs) k abort = prodK xs (fn p => (mults := !mults + 1; k (x * p))) abort
val p1 = prodK [1, 2, 3, 4, 5] (fn p => p) (fn z => z)
val m1 = !mults
val p2 = prodK [1, 2, 0, 4, 5] (fn p => p) (fn z => z)
val _ = pl ("prodK: " ^ Int.toString p1 ^ " (" ^ Int.toString m1 ^ " mults), " ^ Int.toString p2 ^ " (" ^ Int.toString (!mults - m1) ^ " mults)")
