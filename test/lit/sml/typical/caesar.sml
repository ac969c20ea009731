(* Caesar cipher *)
fun shiftChar k c =
  if Char.isUpper c then
    chr ((ord c - ord #"A" + k) mod 26 + ord #"A")
  else if Char.isLower c then
    chr ((ord c - ord #"a" + k) mod 26 + ord #"a")
  else c

fun encrypt k s = String.implode (map (shiftChar k) (String.explode s))
fun decrypt k s = encrypt (26 - k mod 26) s

val msg = "Hello, World! Attack at Dawn."
val enc = encrypt 3 msg
val dec = decrypt 3 enc
val () = print ("plain:  " ^ msg ^ "\n")
val () = print ("cipher: " ^ enc ^ "\n")
val () = print ("back:   " ^ dec ^ "\n")
val () = print ("rot13 twice ok: " ^ Bool.toString (encrypt 13 (encrypt 13 msg) = msg) ^ "\n")

(* brute force: print all shifts of a short word *)
fun loop k =
  if k > 5 then ()
  else (print (Int.toString k ^ ": " ^ encrypt k "xyz" ^ "\n"); loop (k + 1))
val () = loop 0
