(* Anagram detection and grouping *)
fun sortChars s =
  let
    fun ins (c, []) = [c]
      | ins (c, d :: ds) = if c <= d then c :: d :: ds else d :: ins (c, ds)
  in implode (foldl ins [] (explode (String.map Char.toLower s))) end

fun isAnagram (a, b) = sortChars a = sortChars b

val pairs = [("listen", "silent"), ("Triangle", "Integral"), ("apple", "paple"), ("rat", "car")]
val () = List.app (fn (a, b) => print (a ^ " / " ^ b ^ ": " ^ Bool.toString (isAnagram (a, b)) ^ "\n")) pairs

val words = ["eat", "tea", "tan", "ate", "nat", "bat"]

fun group [] = []
  | group (w :: ws) =
      let val (same, rest) = List.partition (fn v => isAnagram (v, w)) ws
      in (w :: same) :: group rest end

val () = List.app (fn g => print ("[" ^ String.concatWith " " g ^ "]\n")) (group words)
val () = print ("key of 'banana': " ^ sortChars "banana" ^ "\n")
