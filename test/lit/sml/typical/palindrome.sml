(* Palindrome checks *)
fun clean s = List.filter Char.isAlpha (map Char.toLower (explode s))

fun isPalindrome s =
  let val cs = clean s in cs = rev cs end

fun isPalIndex s =
  let
    val n = String.size s
    fun check (i, j) =
      i >= j orelse (String.sub (s, i) = String.sub (s, j) andalso check (i + 1, j - 1))
  in
    check (0, n - 1)
  end

val phrases =
  [ "A man, a plan, a canal: Panama",
    "racecar",
    "hello",
    "Was it a car or a cat I saw?",
    "No lemon, no melon",
    "Standard ML" ]

val () =
  List.app
    (fn p => print ("\"" ^ p ^ "\" -> " ^ Bool.toString (isPalindrome p) ^ "\n"))
    phrases

val () = print ("index check: " ^ Bool.toString (isPalIndex "abcba") ^ " "
                ^ Bool.toString (isPalIndex "abca") ^ " " ^ Bool.toString (isPalIndex "") ^ "\n")

fun numPal n = let val s = Int.toString n in isPalIndex s end
val pals = List.filter numPal (List.tabulate (200, fn i => i + 100))
val () = print ("numeric palindromes in [100,300): " ^ Int.toString (length pals) ^ "\n")
