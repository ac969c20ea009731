(* Character classification statistics *)
val text = "Hello World! SML '97 is fun, isn't it? 123 + 456 = 579."

fun count p = List.length (List.filter p (explode text))

val () = print ("length:      " ^ Int.toString (String.size text) ^ "\n")
val () = print ("letters:     " ^ Int.toString (count Char.isAlpha) ^ "\n")
val () = print ("upper:       " ^ Int.toString (count Char.isUpper) ^ "\n")
val () = print ("lower:       " ^ Int.toString (count Char.isLower) ^ "\n")
val () = print ("digits:      " ^ Int.toString (count Char.isDigit) ^ "\n")
val () = print ("spaces:      " ^ Int.toString (count Char.isSpace) ^ "\n")
val () = print ("punctuation: " ^ Int.toString (count Char.isPunct) ^ "\n")
val () = print ("alnum:       " ^ Int.toString (count Char.isAlphaNum) ^ "\n")

(* letter histogram *)
val freq = Array.array (26, 0)
val () = app (fn c => if Char.isAlpha c then
                         let val i = ord (Char.toLower c) - ord #"a"
                         in Array.update (freq, i, Array.sub (freq, i) + 1) end
                       else ()) (explode text)
val () = Array.appi (fn (i, n) => if n > 0 then print (String.str (chr (i + ord #"a")) ^ ":" ^ Int.toString n ^ " ") else ()) freq
val () = print "\n"
val () = print ("Char.toString #\"\\n\" = " ^ Char.toString #"\n" ^ "\n")
val () = print ("ord/chr: " ^ Int.toString (ord #"A") ^ " " ^ String.str (chr 97) ^ "\n")
val () = print ("succ/pred: " ^ String.str (Char.succ #"a") ^ String.str (Char.pred #"z") ^ "\n")
val () = print ("compare: " ^ (case Char.compare (#"a", #"b") of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER") ^ "\n")
