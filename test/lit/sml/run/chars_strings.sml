(* chars: literals, ord/chr, explode/implode, String.sub, Char predicates,
   String.tokens/fields/substring/translate, comparisons on chars
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/chars_strings.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/chars_strings.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/chars_strings.out %t3.out
*)
val s = "Hello, World 42!"
val cs = explode s
val _ = print (implode (rev cs) ^ "\n")
val _ = print (Int.toString (length (List.filter Char.isAlpha cs)) ^ " letters, "
               ^ Int.toString (length (List.filter Char.isDigit cs)) ^ " digits\n")
val _ = print (implode (map Char.toUpper cs) ^ " " ^ implode (map Char.toLower cs) ^ "\n")
val _ = print (String.concatWith "|" (String.tokens Char.isSpace "  the quick  brown fox ") ^ "\n")
val _ = print (String.concatWith "|" (String.fields (fn c => c = #",") "a,,b,c") ^ "\n")
val _ = print (String.substring (s, 7, 5) ^ " " ^ str (String.sub (s, 0)) ^ "\n")
val _ = print (Int.toString (ord #"A") ^ " " ^ str (chr 98) ^ " " ^ Char.toString #"\n" ^ "\n")
fun caesar n c =
    if Char.isLower c then chr ((ord c - ord #"a" + n) mod 26 + ord #"a")
    else if Char.isUpper c then chr ((ord c - ord #"A" + n) mod 26 + ord #"A")
    else c
val _ = print (String.translate (str o caesar 3) "Attack at dawn!" ^ "\n")
fun count c s = length (List.filter (fn x => x = c) (explode s))
val _ = print (Int.toString (count #"l" s) ^ "\n")
fun vowel #"a" = true | vowel #"e" = true | vowel #"i" = true
  | vowel #"o" = true | vowel #"u" = true | vowel _ = false
val _ = print (implode (List.filter (not o vowel) (explode "programming language")) ^ "\n")
val _ = print (Bool.toString (#"a" < #"b") ^ " " ^ Bool.toString (#"z" <= #"y") ^ "\n")
val _ = print ((str (String.sub (s, 99))) handle Subscript => "Subscript\n")
val _ = print ((str (chr 300)) handle Chr => "Chr\n")
val _ = print (Bool.toString (String.isPrefix "Hel" s) ^ "\n")
