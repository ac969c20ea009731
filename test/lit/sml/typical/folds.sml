(* Various folds *)
val nums = List.tabulate (10, fn i => i + 1)

val sum = foldl op+ 0 nums
val product = foldl op* 1 nums
val maxv = foldl Int.max (hd nums) nums
val minv = foldl Int.min (hd nums) nums
val revd = foldl op:: [] nums
val copy = foldr op:: [] nums
val concatR = foldr (fn (x, s) => Int.toString x ^ s) "" nums
val concatL = foldl (fn (x, s) => Int.toString x ^ s) "" nums

fun mapF f = foldr (fn (x, acc) => f x :: acc) []
fun filterF p = foldr (fn (x, acc) => if p x then x :: acc else acc) []
fun lengthF xs = foldl (fn (_, n) => n + 1) 0 xs

fun sl xs = String.concatWith " " (map Int.toString xs)
val () = print ("sum=" ^ Int.toString sum ^ " product=" ^ Int.toString product ^ "\n")
val () = print ("max=" ^ Int.toString maxv ^ " min=" ^ Int.toString minv ^ "\n")
val () = print ("revd=" ^ sl revd ^ "\n")
val () = print ("copy=" ^ sl copy ^ "\n")
val () = print ("concatR=" ^ concatR ^ " concatL=" ^ concatL ^ "\n")
val () = print ("mapF=" ^ sl (mapF (fn x => x * x) nums) ^ "\n")
val () = print ("filterF=" ^ sl (filterF (fn x => x mod 3 = 0) nums) ^ "\n")
val () = print ("lengthF=" ^ Int.toString (lengthF nums) ^ "\n")

val (evens, odds) = foldr (fn (x, (e, o')) => if x mod 2 = 0 then (x :: e, o') else (e, x :: o')) ([], []) nums
val () = print ("evens=" ^ sl evens ^ " odds=" ^ sl odds ^ "\n")
val avg = sum div length nums
val () = print ("avg=" ^ Int.toString avg ^ "\n")
val allPos = List.all (fn x => x > 0) nums
val anyBig = List.exists (fn x => x > 9) nums
val () = print ("allPos=" ^ Bool.toString allPos ^ " anyBig=" ^ Bool.toString anyBig ^ "\n")
