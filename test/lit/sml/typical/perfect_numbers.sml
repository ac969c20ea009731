(* Perfect, abundant and deficient numbers *)
fun divisors n = List.filter (fn d => n mod d = 0) (List.tabulate (n - 1, fn i => i + 1))

fun sumDivisors n = foldl op+ 0 (divisors n)

datatype kind = Perfect | Abundant | Deficient

fun classify n =
  let val s = sumDivisors n
  in if s = n then Perfect else if s > n then Abundant else Deficient end

fun kindName Perfect = "perfect"
  | kindName Abundant = "abundant"
  | kindName Deficient = "deficient"

val () = List.app (fn n => print (Int.toString n ^ " is " ^ kindName (classify n) ^ "\n")) [6, 12, 28, 35, 496]

val range = List.tabulate (500, fn i => i + 2)
val perfects = List.filter (fn n => classify n = Perfect) range
val abundant = List.filter (fn n => classify n = Abundant) range
val () = print ("perfect up to 501: " ^ String.concatWith ", " (map Int.toString perfects) ^ "\n")
val () = print ("abundant count: " ^ Int.toString (length abundant) ^ "\n")
val () = print ("first five abundant: " ^ String.concatWith ", " (map Int.toString (List.take (abundant, 5))) ^ "\n")

fun amicable (a, b) = a <> b andalso sumDivisors a = b andalso sumDivisors b = a
val () = print ("220 and 284 amicable: " ^ Bool.toString (amicable (220, 284)) ^ "\n")
