(* Association lists as a simple dictionary *)
type ('k, 'v) dict = ('k * 'v) list

val empty = []

fun insert (k, v, []) = [(k, v)]
  | insert (k, v, (k', v') :: rest) =
      if k = k' then (k, v) :: rest else (k', v') :: insert (k, v, rest)

fun lookup (_, []) = NONE
  | lookup (k, (k', v) :: rest) = if k = k' then SOME v else lookup (k, rest)

fun remove (_, []) = []
  | remove (k, (p as (k', _)) :: rest) = if k = k' then rest else p :: remove (k, rest)

fun keys d = map #1 d
fun values d = map #2 d

val phone = foldl (fn ((k, v), d) => insert (k, v, d)) empty
                  [("alice", 5551234), ("bob", 5559876), ("carol", 5550000), ("alice", 5554321)]

fun showLookup k =
  print (k ^ ": " ^ (case lookup (k, phone) of SOME n => Int.toString n | NONE => "not found") ^ "\n")
val () = app showLookup ["alice", "bob", "dave"]
val () = print ("keys: " ^ String.concatWith ", " (keys phone) ^ "\n")
val phone2 = remove ("bob", phone)
val () = print ("after remove: " ^ String.concatWith ", " (keys phone2) ^ "\n")
val () = print ("size: " ^ Int.toString (length phone2) ^ "\n")
val total = foldl op+ 0 (values phone2)
val () = print ("sum of numbers: " ^ Int.toString total ^ "\n")
val squares = foldl (fn (n, d) => insert (n, n * n, d)) empty (List.tabulate (5, fn i => i))
val () = print ("3^2 = " ^ Int.toString (valOf (lookup (3, squares))) ^ "\n")
