(* Number base conversion *)
fun toBase (b, 0) = "0"
  | toBase (b, n) =
      let
        fun digit d = if d < 10 then chr (ord #"0" + d) else chr (ord #"A" + d - 10)
        fun go (0, acc) = acc
          | go (m, acc) = go (m div b, digit (m mod b) :: acc)
      in
        implode (go (n, []))
      end

fun fromBase (b, s) =
  let
    fun value c =
      if Char.isDigit c then ord c - ord #"0"
      else ord (Char.toUpper c) - ord #"A" + 10
  in
    foldl (fn (c, acc) => acc * b + value c) 0 (explode s)
  end

val nums = [0, 5, 10, 255, 1024, 48879]
val () =
  List.app (fn n =>
              print (Int.toString n ^ ": bin " ^ toBase (2, n) ^ ", oct " ^ toBase (8, n)
                     ^ ", hex " ^ toBase (16, n) ^ "\n")) nums

val () = print ("fromBase 2 \"101101\" = " ^ Int.toString (fromBase (2, "101101")) ^ "\n")
val () = print ("fromBase 16 \"beef\" = " ^ Int.toString (fromBase (16, "beef")) ^ "\n")
val () = print ("Int.fmt HEX 255 = " ^ Int.fmt StringCvt.HEX 255 ^ "\n")
val () = print ("Int.fmt BIN 10 = " ^ Int.fmt StringCvt.BIN 10 ^ "\n")

fun popcount 0 = 0
  | popcount n = n mod 2 + popcount (n div 2)
val () = print ("popcounts: " ^ String.concatWith " " (map (Int.toString o popcount) nums) ^ "\n")
val roundtrip = List.all (fn n => fromBase (16, toBase (16, n)) = n) nums
val () = print ("roundtrip: " ^ Bool.toString roundtrip ^ "\n")
