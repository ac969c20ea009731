(* list append: @ and op @, associativity, append-based reverse vs accumulator reverse, concatMap, splitting
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/list_append.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/list_append.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/list_append.out %t3.out
*)
fun pi (n : int) = Int.toString n
fun showList (xs : int list) = "[" ^ String.concat (map (fn x => pi x ^ ";") xs) ^ "]"
fun pl s = print (s ^ "\n")

val a = [1, 2, 3]
val b = [4, 5]
val c = [6]
val _ = pl (showList (a @ b))
val _ = pl (showList (a @ b @ c))
val _ = pl (showList ((a @ b) @ c))
val _ = pl (showList ([] @ a))
val _ = pl (showList (a @ []))
val _ = pl (showList (op @ (b, a)))
val _ = pl (showList (foldr op @ [] [a, b, c, [7, 8]]))
val _ = pl ("assoc equal: " ^ (if (a @ b) @ c = a @ (b @ c) then "yes" else "no"))
val _ = pl (String.concat (["x", "y"] @ ["z"]))

fun naiveRev [] = []
  | naiveRev (x :: xs) = naiveRev xs @ [x]
fun accRev xs =
  let fun go [] acc = acc
        | go (y :: ys) acc = go ys (y :: acc)
  in go xs [] end
fun upto i j = if i > j then [] else i :: upto (i + 1) j
val big = upto 1 300
val _ = pl ("naiveRev = accRev = rev: " ^
            (if naiveRev big = accRev big andalso accRev big = rev big then "yes" else "no"))
val _ = pl (showList (naiveRev (upto 1 10)))

fun concatMap f [] = []
  | concatMap f (x :: xs) = f x @ concatMap f xs
val _ = pl (showList (concatMap (fn n => upto 1 n) [1, 2, 3, 4]))
val _ = pl (showList (concatMap (fn n => if n mod 2 = 0 then [n, n] else []) (upto 1 9)))

fun partition p [] = ([], [])
  | partition p (x :: xs) =
    let val (yes, no) = partition p xs
    in if p x then (x :: yes, no) else (yes, x :: no) end
val (evens, odds) = partition (fn x => x mod 2 = 0) (upto 1 15)
val _ = pl ("evens " ^ showList evens)
val _ = pl ("odds " ^ showList odds)
val _ = pl ("rejoined " ^ showList (odds @ evens))

(* building a list with repeated appends in a loop *)
fun build 0 acc = acc
  | build n acc = build (n - 1) ([n] @ acc @ [n * 10])
val _ = pl (showList (build 4 []))

(* permutations by append *)
fun insertAll x [] = [[x]]
  | insertAll x (y :: ys) = (x :: y :: ys) :: map (fn l => y :: l) (insertAll x ys)
fun perms [] = [[]]
  | perms (x :: xs) = concatMap (insertAll x) (perms xs)
val ps = perms [1, 2, 3]
val _ = app (fn p => pl (showList p)) ps
val _ = pl ("perms of 5 elements: " ^ pi (length (perms (upto 1 5))))
val _ = pl ("length of appended big lists: " ^ pi (length (big @ big @ big)))
