(* Leftist heap priority queue *)
datatype heap = E | T of int * int * heap * heap   (* rank, value, left, right *)

fun rank E = 0
  | rank (T (r, _, _, _)) = r

fun makeT (x, a, b) =
  if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)

fun merge (h, E) = h
  | merge (E, h) = h
  | merge (h1 as T (_, x, a1, b1), h2 as T (_, y, a2, b2)) =
      if x <= y then makeT (x, a1, merge (b1, h2))
      else makeT (y, a2, merge (h1, b2))

fun insert (x, h) = merge (T (1, x, E, E), h)

exception EmptyHeap
fun findMin E = raise EmptyHeap
  | findMin (T (_, x, _, _)) = x
fun deleteMin E = raise EmptyHeap
  | deleteMin (T (_, _, a, b)) = merge (a, b)

fun heapSort xs =
  let
    val h = foldl insert E xs
    fun drain E = []
      | drain h = findMin h :: drain (deleteMin h)
  in drain h end

val data = [15, 3, 9, 27, 1, 8, 3, 42, 0, 11]
val () = print ("heapsort: " ^ String.concatWith " " (map Int.toString (heapSort data)) ^ "\n")
val h = foldl insert E data
val () = print ("min: " ^ Int.toString (findMin h) ^ "\n")
val () = print ("after 3 deletes: " ^ Int.toString (findMin (deleteMin (deleteMin (deleteMin h)))) ^ "\n")
val () = print ("empty: " ^ (Int.toString (findMin E) handle EmptyHeap => "EmptyHeap") ^ "\n")
