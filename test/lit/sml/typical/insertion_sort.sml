(* Insertion sort on integers and strings *)
fun insert cmp (x, []) = [x]
  | insert cmp (x, y :: ys) =
      if cmp (x, y) = GREATER then y :: insert cmp (x, ys)
      else x :: y :: ys

fun isort cmp xs = foldl (insert cmp) [] xs

fun intsToString xs = String.concatWith " " (map Int.toString xs)

val nums = [34, 7, 23, 32, 5, 62, ~4, 0]
val sorted = isort Int.compare nums
val () = print ("ints:    " ^ intsToString sorted ^ "\n")

val desc = isort (fn (a, b) => Int.compare (b, a)) nums
val () = print ("desc:    " ^ intsToString desc ^ "\n")

val words = ["pear", "apple", "fig", "banana", "cherry"]
val () = print ("strings: " ^ String.concatWith " " (isort String.compare words) ^ "\n")

fun byLength (a, b) =
  case Int.compare (size a, size b) of
      EQUAL => String.compare (a, b)
    | other => other
val () = print ("bylen:   " ^ String.concatWith " " (isort byLength words) ^ "\n")

fun isSorted cmp (x :: (rest as y :: _)) = cmp (x, y) <> GREATER andalso isSorted cmp rest
  | isSorted _ _ = true
val () = print ("sorted? " ^ Bool.toString (isSorted Int.compare sorted) ^ " "
                ^ Bool.toString (isSorted Int.compare nums) ^ "\n")
