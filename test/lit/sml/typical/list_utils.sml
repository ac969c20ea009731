(* Basic list utilities written by hand *)
fun myLength [] = 0
  | myLength (_ :: xs) = 1 + myLength xs

fun myAppend ([], ys) = ys
  | myAppend (x :: xs, ys) = x :: myAppend (xs, ys)

fun myReverse xs =
  let fun go ([], acc) = acc
        | go (y :: ys, acc) = go (ys, y :: acc)
  in go (xs, []) end

fun last [x] = x
  | last (_ :: xs) = last xs
  | last [] = raise Empty

fun take (_, 0) = []
  | take ([], _) = []
  | take (x :: xs, n) = x :: take (xs, n - 1)

fun drop (xs, 0) = xs
  | drop ([], _) = []
  | drop (_ :: xs, n) = drop (xs, n - 1)

fun showList xs = "[" ^ String.concatWith ", " (map Int.toString xs) ^ "]"

val l = [3, 1, 4, 1, 5, 9, 2, 6]
val () = print ("list    = " ^ showList l ^ "\n")
val () = print ("length  = " ^ Int.toString (myLength l) ^ "\n")
val () = print ("append  = " ^ showList (myAppend (l, [7, 8])) ^ "\n")
val () = print ("reverse = " ^ showList (myReverse l) ^ "\n")
val () = print ("last    = " ^ Int.toString (last l) ^ "\n")
val () = print ("take 3  = " ^ showList (take (l, 3)) ^ "\n")
val () = print ("drop 3  = " ^ showList (drop (l, 3)) ^ "\n")
val () = print ("empty last: " ^ (Int.toString (last []) handle Empty => "Empty raised") ^ "\n")
