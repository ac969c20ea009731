(* Exception declaration, raising and handling *)
exception NegativeInput of int
exception TooLarge
exception Custom of string * int

fun checkedFact n =
  if n < 0 then raise NegativeInput n
  else if n > 20 then raise TooLarge
  else if n = 0 then 1 else n * checkedFact (n - 1)

fun tryFact n =
  Int.toString (checkedFact n)
  handle NegativeInput k => "negative input " ^ Int.toString k
       | TooLarge => "too large"

val () = List.app (fn n => print ("fact " ^ Int.toString n ^ ": " ^ tryFact n ^ "\n")) [5, ~3, 25, 0]

fun divide (a, b) = a div b
val () = print ("div: " ^ (Int.toString (divide (7, 0)) handle Div => "Div caught") ^ "\n")
val () = print ("hd: " ^ (Int.toString (hd []) handle Empty => "Empty caught") ^ "\n")
val () = print ("nth: " ^ (Int.toString (List.nth ([1, 2], 5)) handle Subscript => "Subscript caught") ^ "\n")
val () = print ("sub: " ^ (String.str (String.sub ("abc", 10)) handle Subscript => "Subscript caught") ^ "\n")

fun validate (name, age) =
  if age < 0 then raise Custom (name, age) else name ^ " is " ^ Int.toString age
val () = print ((validate ("Eve", 30)) ^ "\n")
val () = print ((validate ("Zed", ~1)) handle Custom (n, a) => "invalid: " ^ n ^ " " ^ Int.toString a ^ "\n")

(* re-raise and nested handlers *)
fun outer () =
  (raise Fail "inner failure") handle Fail msg => raise Custom (msg, 0)
val () = (outer (); ()) handle Custom (m, _) => print ("outer got: " ^ m ^ "\n")

fun finally f cleanup = (f () before cleanup ()) handle e => (cleanup (); raise e)
val r = (finally (fn () => checkedFact ~1) (fn () => print "cleanup ran\n"); "no")
        handle NegativeInput _ => "propagated"
val () = print (r ^ "\n")
