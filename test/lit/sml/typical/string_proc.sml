(* String processing with substrings and tokens *)
val sentence = "The rain in Spain stays mainly in the plain"

val words = String.tokens Char.isSpace sentence
val () = print ("words: " ^ Int.toString (length words) ^ "\n")
val () = print ("upper: " ^ String.map Char.toUpper sentence ^ "\n")
val () = print ("first 8: " ^ String.substring (sentence, 0, 8) ^ "\n")
val () = print ("extract from 30: " ^ String.extract (sentence, 30, NONE) ^ "\n")

fun countSub (sub, s) =
  let
    val n = size sub
    fun loop (i, acc) =
      if i + n > size s then acc
      else loop (i + 1, if String.substring (s, i, n) = sub then acc + 1 else acc)
  in loop (0, 0) end
val () = print ("'ain' occurs " ^ Int.toString (countSub ("ain", sentence)) ^ " times\n")

fun capitalize w =
  if w = "" then w
  else String.str (Char.toUpper (String.sub (w, 0))) ^ String.extract (w, 1, NONE)
val () = print ("title: " ^ String.concatWith " " (map capitalize words) ^ "\n")

val longest = foldl (fn (w, b) => if size w > size b then w else b) "" words
val () = print ("longest word: " ^ longest ^ "\n")
val vowels = List.filter (fn c => Char.contains "aeiouAEIOU" c) (explode sentence)
val () = print ("vowels: " ^ Int.toString (length vowels) ^ "\n")
val () = print ("isPrefix: " ^ Bool.toString (String.isPrefix "The" sentence) ^ " isSuffix: "
                ^ Bool.toString (String.isSuffix "plain" sentence) ^ "\n")
val fields = String.fields (fn c => c = #",") "a,b,,c"
val () = print ("fields: " ^ Int.toString (length fields) ^ " [" ^ String.concatWith "|" fields ^ "]\n")
