(* Pascal's triangle *)
fun nextRow row = ListPair.map op+ (0 :: row, row @ [0])

fun triangle n =
  let fun go (0, _, acc) = rev acc
        | go (k, row, acc) = go (k - 1, nextRow row, row :: acc)
  in go (n, [1], []) end

fun center width s =
  let val pad = (width - size s) div 2
  in StringCvt.padLeft #" " (pad + size s) s end

val rows = triangle 10
val lines = map (fn r => String.concatWith " " (map Int.toString r)) rows
val width = size (List.last lines)
val () = List.app (fn l => print (center width l ^ "\n")) lines

val sums = map (foldl op+ 0) rows
val () = print ("row sums: " ^ String.concatWith " " (map Int.toString sums) ^ "\n")
val () = print ("C(9,4) = " ^ Int.toString (List.nth (List.nth (rows, 9), 4)) ^ "\n")
