(* string building: integer formatting by hand, padding and tables, separators, repeated concatenation, string-keyed counting, a text histogram
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/string_building.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/string_building.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/string_building.out %t3.out
*)
fun pl s = print (s ^ "\n")
fun digitStr d = List.nth (["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"], d)
fun toBase (b : int) (n : int) : string =
  if n < 0 then "-" ^ toBase b (~ n)
  else if n < b then digitStr n
  else toBase b (n div b) ^ digitStr (n mod b)
val _ = pl ("hex: " ^ String.concat (map (fn n => toBase 16 n ^ " ") [0, 9, 10, 255, 4096, 65535, ~48879]))
val _ = pl ("bin: " ^ String.concat (map (fn n => toBase 2 n ^ " ") [1, 2, 5, 1023]))
val _ = pl ("toBase 10 agrees with Int.toString: " ^
            (if List.all (fn n => toBase 10 n = Int.toString n) [0, 7, 42, 1000, 987654321] then "yes" else "no"))

fun withCommas n =
  if n < 0 then "~" ^ withCommas (~ n)
  else if n < 1000 then Int.toString n
  else let val r = n mod 1000
           val rs = Int.toString r
           val padded = if r < 10 then "00" ^ rs else if r < 100 then "0" ^ rs else rs
       in withCommas (n div 1000) ^ "," ^ padded end
val _ = pl ("commas: " ^ String.concat (map (fn n => withCommas n ^ " ") [0, 999, 1000, 1005, 123456, 1000000, 1073741823, ~9876543]))

fun spaces n = if n <= 0 then "" else " " ^ spaces (n - 1)
fun rjust w s = spaces (w - size s) ^ s
fun ljust w s = s ^ spaces (w - size s)
fun center w s = let val total = w - size s
                     val left = total div 2
                 in spaces left ^ s ^ spaces (total - left) end
fun rule w = if w <= 0 then "" else "-" ^ rule (w - 1)
val rows = [("alpha", 1, 100), ("beta", 22, ~7), ("gamma", 333, 12345), ("delta", 4444, 0)]
val _ = pl ("+" ^ rule 10 ^ "+" ^ rule 8 ^ "+" ^ rule 9 ^ "+")
val _ = pl ("|" ^ center 10 "name" ^ "|" ^ center 8 "n" ^ "|" ^ center 9 "value" ^ "|")
val _ = pl ("+" ^ rule 10 ^ "+" ^ rule 8 ^ "+" ^ rule 9 ^ "+")
val _ = app (fn (name, n, v) => pl ("|" ^ ljust 10 name ^ "|" ^ rjust 8 (Int.toString n) ^ "|" ^ rjust 9 (Int.toString v) ^ "|")) rows
val _ = pl ("+" ^ rule 10 ^ "+" ^ rule 8 ^ "+" ^ rule 9 ^ "+")

(* histogram of word lengths with string-keyed counting *)
val words = ["the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "the", "end"]
fun bump (w, []) = [(w, 1)]
  | bump (w, (k, c) :: rest) = if k = w then (k, c + 1) :: rest else (k, c) :: bump (w, rest)
val counts = foldl bump [] words
val _ = app (fn (w, c) => pl (ljust 6 w ^ Int.toString c)) counts
fun bar n = if n = 0 then "" else "#" ^ bar (n - 1)
val lens = List.tabulate (6, fn l => length (List.filter (fn w => size w = l) words))
val _ = app (fn l => pl (Int.toString l ^ " | " ^ bar (List.nth (lens, l)))) [3, 4, 5]

(* building a long string and checking its size *)
fun build 0 acc = acc
  | build n acc = build (n - 1) (acc ^ Int.toString (n mod 10))
val long = build 5000 ""
val _ = pl ("long string size = " ^ Int.toString (size long))
val _ = pl ("String.concat of tabulated pieces = " ^ Int.toString (size (String.concat (List.tabulate (1000, fn i => Int.toString i)))))
fun joinWith sep l = case l of [] => "" | x :: xs => foldl (fn (s, acc) => acc ^ sep ^ s) x xs
val _ = pl (joinWith ", " (map Int.toString [3, 1, 4, 1, 5, 9, 2, 6]))
val _ = pl (joinWith " -> " ["start", "middle", "end"])
val _ = pl ("quoted: " ^ joinWith " " (map (fn s => "\"" ^ s ^ "\"") ["a", "b\\c", "tab\there"]))
fun triangle n = List.tabulate (n, fn i => spaces (n - i - 1) ^ bar (2 * i + 1))
val _ = app pl (triangle 5)
