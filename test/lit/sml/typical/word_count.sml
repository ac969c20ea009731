(* Count word frequencies in a text *)
val text = "the quick brown fox jumps over the lazy dog the fox barks \
           \and the dog runs away quick quick"

fun isSep c = c = #" " orelse c = #"\n" orelse c = #"\t"

val words = String.tokens isSep text

fun addWord (w, []) = [(w, 1)]
  | addWord (w, (k, n) :: rest) =
      if w = k then (k, n + 1) :: rest else (k, n) :: addWord (w, rest)

val counts = foldl addWord [] words

fun insertByCount (p as (_, n), []) = [p]
  | insertByCount (p as (w, n), (q as (w', n')) :: rest) =
      if n > n' orelse (n = n' andalso w < w') then p :: q :: rest
      else q :: insertByCount (p, rest)

val sorted = foldl insertByCount [] counts

val () = print ("total words: " ^ Int.toString (length words) ^ "\n")
val () = print ("distinct:    " ^ Int.toString (length counts) ^ "\n")
val () = List.app (fn (w, n) => print (w ^ " " ^ Int.toString n ^ "\n")) sorted
