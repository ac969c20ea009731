(* Quicksort using List.partition *)
fun quicksort [] = []
  | quicksort (pivot :: rest) =
      let
        val (smaller, larger) = List.partition (fn x => x < pivot) rest
      in
        quicksort smaller @ [pivot] @ quicksort larger
      end

fun qsortBy lt [] = []
  | qsortBy lt (p :: xs) =
      qsortBy lt (List.filter (fn x => lt (x, p)) xs) @ [p] @
      qsortBy lt (List.filter (fn x => not (lt (x, p))) xs)

val xs = [38, 27, 43, 3, 9, 82, 10, 3, 55]
val () = print (String.concatWith " " (map Int.toString (quicksort xs)) ^ "\n")

val names = ["delta", "alpha", "echo", "charlie", "bravo"]
val () = print (String.concatWith " " (qsortBy (fn (a, b) => a < b) names) ^ "\n")

val pairs = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
val sortedPairs = qsortBy (fn ((a, _), (b, _)) => a < b) pairs
val () = List.app (fn (n, s) => print (Int.toString n ^ ":" ^ s ^ " ")) sortedPairs
val () = print "\n"

fun median xs =
  let val s = quicksort xs
  in List.nth (s, length s div 2) end
val () = print ("median = " ^ Int.toString (median xs) ^ "\n")
