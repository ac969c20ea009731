(* GCD, LCM and extended Euclid *)
fun gcd (a, 0) = a
  | gcd (a, b) = gcd (b, a mod b)

fun lcm (a, b) = a div gcd (a, b) * b

fun egcd (a, 0) = (a, 1, 0)
  | egcd (a, b) =
      let val (g, x, y) = egcd (b, a mod b)
      in (g, y, x - (a div b) * y) end

fun showTriple (g, x, y) =
  "(" ^ Int.toString g ^ ", " ^ Int.toString x ^ ", " ^ Int.toString y ^ ")"

val pairs = [(48, 18), (17, 5), (100, 75), (7, 13)]
val () =
  List.app
    (fn (a, b) =>
       print ("gcd(" ^ Int.toString a ^ "," ^ Int.toString b ^ ") = " ^ Int.toString (gcd (a, b))
              ^ "  lcm = " ^ Int.toString (lcm (a, b))
              ^ "  egcd = " ^ showTriple (egcd (a, b)) ^ "\n"))
    pairs

val lcmAll = foldl lcm 1 (List.tabulate (10, fn i => i + 1))
val () = print ("lcm(1..10) = " ^ Int.toString lcmAll ^ "\n")

fun coprimeCount n = length (List.filter (fn k => gcd (n, k) = 1) (List.tabulate (n, fn i => i + 1)))
val () = print ("phi(36) = " ^ Int.toString (coprimeCount 36) ^ "\n")
