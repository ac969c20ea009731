(* Parsing integers from strings *)
val inputs = ["42", "-17", "~8", "abc", "  12", "3x", "", "007"]

fun showParse s =
  case Int.fromString s of
      SOME n => "\"" ^ s ^ "\" -> " ^ Int.toString n
    | NONE => "\"" ^ s ^ "\" -> invalid"

val () = List.app (fn s => print (showParse s ^ "\n")) inputs

(* sum the numbers in a comma-separated line, skipping bad ones *)
val line = "10,20,x,30,,40"
val fields = String.tokens (fn c => c = #",") line
val nums = List.mapPartial Int.fromString fields
val () = print ("numbers: " ^ String.concatWith " " (map Int.toString nums) ^ "\n")
val () = print ("sum: " ^ Int.toString (foldl op+ 0 nums) ^ "\n")

(* manual parser *)
fun parseNat s =
  let
    fun go ([], acc) = SOME acc
      | go (c :: cs, acc) =
          if Char.isDigit c then go (cs, acc * 10 + (ord c - ord #"0")) else NONE
  in
    if s = "" then NONE else go (explode s, 0)
  end

val () = List.app (fn s => print (s ^ ": " ^ (case parseNat s of SOME n => Int.toString n | NONE => "NONE") ^ "\n"))
                  ["123", "12a", "", "0"]
val () = print ("Int.toString ~5 = " ^ Int.toString ~5 ^ "\n")
val () = print ("Bool.fromString: " ^ (case Bool.fromString "true" of SOME b => Bool.toString (not b) | NONE => "?") ^ "\n")
