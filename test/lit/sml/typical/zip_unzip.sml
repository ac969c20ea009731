(* Zipping lists with ListPair and by hand *)
fun zip ([], _) = []
  | zip (_, []) = []
  | zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys)

fun unzip [] = ([], [])
  | unzip ((a, b) :: rest) = let val (xs, ys) = unzip rest in (a :: xs, b :: ys) end

val names = ["ann", "bob", "cy", "dot"]
val ages = [31, 25, 40]
val z = zip (names, ages)
val () = List.app (fn (n, a) => print (n ^ "=" ^ Int.toString a ^ " ")) z
val () = print "\n"
val (ns, as') = unzip z
val () = print (String.concatWith "," ns ^ " / " ^ String.concatWith "," (map Int.toString as') ^ "\n")

val z2 = ListPair.zip (names, ages)
val () = print ("same as ListPair.zip: " ^ Bool.toString (z = z2) ^ "\n")
val sums = ListPair.map (fn (a, b) => a + b) ([1, 2, 3], [10, 20, 30])
val () = print ("ListPair.map: " ^ String.concatWith " " (map Int.toString sums) ^ "\n")
val () = print ("ListPair.all: " ^ Bool.toString (ListPair.all (fn (a, b) => a < b) ([1, 2], [3, 4])) ^ "\n")
val () = ListPair.app (fn (n, i) => print (Int.toString i ^ ". " ^ n ^ "\n")) (names, [1, 2, 3, 4])
val (l1, l2) = ListPair.unzip [(1, "one"), (2, "two")]
val () = print (Int.toString (hd l1 + hd (tl l1)) ^ " " ^ String.concat l2 ^ "\n")
val indexed = ListPair.zip (List.tabulate (length names, fn i => i), names)
val () = print (String.concatWith " " (map (fn (i, n) => Int.toString i ^ n) indexed) ^ "\n")
