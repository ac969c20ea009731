(* Roman numerals *)
val table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

fun toRoman 0 = ""
  | toRoman n =
      let val (v, s) = valOf (List.find (fn (v, _) => v <= n) table)
      in s ^ toRoman (n - v) end

fun value #"I" = 1
  | value #"V" = 5
  | value #"X" = 10
  | value #"L" = 50
  | value #"C" = 100
  | value #"D" = 500
  | value #"M" = 1000
  | value c = raise Fail ("bad numeral " ^ String.str c)

fun fromRoman s =
  let
    fun go [] = 0
      | go [c] = value c
      | go (a :: (rest as b :: _)) =
          if value a < value b then go rest - value a else value a + go rest
  in go (explode s) end

val nums = [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
val () = List.app (fn n => let val r = toRoman n
                           in print (Int.toString n ^ " = " ^ r ^ " -> " ^ Int.toString (fromRoman r) ^ "\n") end) nums
val () = print ((Int.toString (fromRoman "XIZ")) handle Fail m => m) 
val () = print "\n"
