(* Nested lists as a datatype; flatten, depth, sum *)
datatype 'a nested = Elem of 'a | List of 'a nested list

fun flatten (Elem x) = [x]
  | flatten (List ns) = List.concat (map flatten ns)

fun depth (Elem _) = 0
  | depth (List ns) = 1 + foldl Int.max 0 (map depth ns)

fun show f (Elem x) = f x
  | show f (List ns) = "[" ^ String.concatWith "," (map (show f) ns) ^ "]"

val n1 = List [Elem 1, List [Elem 2, Elem 3], List [List [Elem 4], Elem 5], List []]
val () = print ("nested:  " ^ show Int.toString n1 ^ "\n")
val () = print ("flat:    " ^ String.concatWith " " (map Int.toString (flatten n1)) ^ "\n")
val () = print ("depth:   " ^ Int.toString (depth n1) ^ "\n")
val () = print ("sum:     " ^ Int.toString (foldl op+ 0 (flatten n1)) ^ "\n")
val n2 = List [Elem "a", List [Elem "b", List [Elem "c", List [Elem "d"]]]]
val () = print ("strings: " ^ show (fn s => s) n2 ^ " -> " ^ String.concat (flatten n2) ^ ", depth " ^ Int.toString (depth n2) ^ "\n")

(* flatten for plain list of lists *)
val lol = [[1, 2], [], [3], [4, 5, 6]]
val () = print ("concat:  " ^ String.concatWith " " (map Int.toString (List.concat lol)) ^ "\n")
val () = print ("foldr @: " ^ String.concatWith " " (map Int.toString (foldr op@ [] lol)) ^ "\n")
val () = print ("lengths: " ^ String.concatWith " " (map (Int.toString o length) lol) ^ "\n")
