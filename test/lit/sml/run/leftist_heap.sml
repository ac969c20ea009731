(* a polymorphic leftist heap and a functional queue: parameterised datatypes, comparator closures, heap sort, k smallest, queue simulation
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/leftist_heap.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/leftist_heap.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/leftist_heap.out %t3.out
*)
datatype 'a heap = E | T of int * 'a * 'a heap * 'a heap
fun rank E = 0
  | rank (T (r, _, _, _)) = r
fun makeT (x, a, b) = if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)
fun merge (le : 'a * 'a -> bool) (h1 : 'a heap) (h2 : 'a heap) : 'a heap =
  case (h1, h2) of
      (E, h) => h
    | (h, E) => h
    | (T (_, x, a1, b1), T (_, y, a2, b2)) =>
        if le (x, y) then makeT (x, a1, merge le b1 h2) else makeT (y, a2, merge le h1 b2)
fun insert le x h = merge le (T (1, x, E, E)) h
fun findMin E = NONE
  | findMin (T (_, x, _, _)) = SOME x
fun deleteMin le E = E
  | deleteMin le (T (_, _, a, b)) = merge le a b
fun fromList le l = foldl (fn (x, h) => insert le x h) E l
fun toSorted le h = case findMin h of NONE => [] | SOME x => x :: toSorted le (deleteMin le h)
fun size E = 0
  | size (T (_, _, a, b)) = 1 + size a + size b

val intLe = fn (a : int, b : int) => a <= b
val data = [15, 3, 99, ~4, 27, 3, 0, 42, 8, ~11, 64]
val h = fromList intLe data
val _ = print ("heap size " ^ Int.toString (size h) ^ ", rank " ^ Int.toString (rank h) ^ ", min " ^
               (case findMin h of SOME m => Int.toString m | NONE => "none") ^ "\n")
val _ = print ("heapsort: " ^ String.concat (map (fn x => Int.toString x ^ " ") (toSorted intLe h)) ^ "\n")
val maxHeap = fromList (fn (a : int, b) => a >= b) data
val _ = print ("descending: " ^ String.concat (map (fn x => Int.toString x ^ " ") (toSorted (fn (a, b) => a >= b) maxHeap)) ^ "\n")
val strHeap = fromList (fn (a : string, b) => a <= b) ["m", "zz", "a", "k", "b"]
val _ = print ("strings: " ^ String.concat (toSorted (fn (a, b) => a <= b) strHeap) ^ "\n")
(* priority queue of (priority, task) pairs *)
val tasks = fromList (fn ((p1, _), (p2, _)) => p1 <= p2) [(3, "write"), (1, "plan"), (2, "code"), (5, "ship"), (4, "test")]
val _ = print ("tasks: " ^ String.concat (map (fn (p, t) => Int.toString p ^ ":" ^ t ^ " ") (toSorted (fn ((p1, _), (p2, _)) => p1 <= p2) tasks)) ^ "\n")
fun kSmallest k l =
  let fun go 0 _ acc = rev acc
        | go n hp acc = (case findMin hp of NONE => rev acc | SOME x => go (n - 1) (deleteMin intLe hp) (x :: acc))
  in go k (fromList intLe l) [] end
val big = List.tabulate (500, fn i => (i * 7919) mod 1009)
val _ = print ("5 smallest of 500: " ^ String.concat (map (fn x => Int.toString x ^ " ") (kSmallest 5 big)) ^ "\n")
val _ = print ("heapsort of 500 sorted: " ^
               (let fun ok (a :: b :: r) = a <= b andalso ok (b :: r) | ok _ = true in if ok (toSorted intLe (fromList intLe big)) then "yes" else "no" end) ^ "\n")

(* functional queue as a pair of lists *)
datatype 'a queue = Q of 'a list * 'a list
val emptyQ = Q ([], [])
fun enqueue x (Q (f, b)) = Q (f, x :: b)
fun dequeue (Q ([], [])) = NONE
  | dequeue (Q ([], b)) = dequeue (Q (rev b, []))
  | dequeue (Q (x :: f, b)) = SOME (x, Q (f, b))
fun qlen (Q (f, b)) = length f + length b
(* simulate: each round serve one customer and every 2nd round two arrive *)
fun simulate 0 q served next = (served, qlen q)
  | simulate n q served next =
    let val q1 = if n mod 2 = 0 then enqueue (next + 1) (enqueue next q) else q
        val next1 = if n mod 2 = 0 then next + 2 else next
    in case dequeue q1 of
           NONE => simulate (n - 1) q1 served next1
         | SOME (c, q2) => simulate (n - 1) q2 (c :: served) next1
    end
val (served, left) = simulate 12 emptyQ [] 1
val _ = print ("served: " ^ String.concat (map (fn c => Int.toString c ^ " ") (rev served)) ^ "left in queue: " ^ Int.toString left ^ "\n")
val q = foldl (fn (x, q) => enqueue x q) emptyQ ["a", "b", "c"]
val _ = case dequeue q of
            SOME (x, q') => print ("dequeued " ^ x ^ ", remaining " ^ Int.toString (qlen q') ^ "\n")
          | NONE => print "empty\n"
