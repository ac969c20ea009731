(* Call counts through every kind of call the compiler makes: known calls
   with tuples passed flat, the same functions through closures (generic
   entries), curried functions partially applied (sml.apply builds and
   saturates partial applications), mutual recursion, deep non-tail
   recursion, exceptions crossing frames, and composition with `o`. *)
fun gcd (a, 0) = a
  | gcd (a, b) = gcd (b, a mod b)

fun add3 a b c = a + b + c

fun even 0 = true
  | even n = odd (n - 1)
and odd 0 = false
  | odd n = even (n - 1)

fun natlist 0 = []
  | natlist n = n :: natlist (n - 1)

exception Found of int
fun search (x, []) = 0
  | search (x, y :: ys) = if x = y then raise Found x else 1 + search (x, ys)
fun find x = search (x, natlist 100) handle Found v => v * 1000

fun double x = 2 * x
fun succ x = x + 1

val direct = gcd (1071, 462)                       (* 4 calls *)
val viaMap = map gcd [(10, 4), (9, 3)]             (* 3 + 2 calls *)
val p = add3 1                                     (* partial: no call yet *)
val q = p 2
val sums = map q [10, 20, 30]                      (* 3 calls of add3 *)
val full = add3 1 1 1                              (* 1 call *)
val e = even 1001                                  (* even 501, odd 501 *)
val deep = length (natlist 1000000)                (* natlist 1000001 + 101 *)
val f = find 42                                    (* search 100 - 42 + 1 = 59 *)
val c = map (succ o double) [1, 2, 3]              (* succ 3, double 3 *)

val _ = print (Int.toString direct ^ " " ^ String.concat (map (fn n => Int.toString n ^ " ") (viaMap @ sums @ c))
               ^ (if e then "even" else "odd") ^ " " ^ Int.toString deep ^ " " ^ Int.toString f ^ " "
               ^ Int.toString full ^ "\n")
