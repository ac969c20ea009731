(* Bank account with exceptions and refs *)
exception InsufficientFunds of int
exception InvalidAmount

type account = { owner : string, balance : int ref }

fun newAccount name initial : account = { owner = name, balance = ref initial }

fun deposit (acct : account) amt =
  if amt <= 0 then raise InvalidAmount
  else #balance acct := !(#balance acct) + amt

fun withdraw (acct : account) amt =
  if amt <= 0 then raise InvalidAmount
  else if amt > !(#balance acct) then raise InsufficientFunds (!(#balance acct))
  else #balance acct := !(#balance acct) - amt

fun report (acct : account) =
  print (#owner acct ^ ": " ^ Int.toString (!(#balance acct)) ^ "\n")

fun attempt desc f =
  (f (); print (desc ^ ": ok\n"))
  handle InsufficientFunds b => print (desc ^ ": insufficient funds (balance " ^ Int.toString b ^ ")\n")
       | InvalidAmount => print (desc ^ ": invalid amount\n")

val alice = newAccount "Alice" 100
val bob = newAccount "Bob" 50

val () = attempt "alice deposits 50" (fn () => deposit alice 50)
val () = attempt "bob withdraws 80" (fn () => withdraw bob 80)
val () = attempt "bob deposits -5" (fn () => deposit bob ~5)
fun transfer (from, to, amt) = (withdraw from amt; deposit to amt)
val () = attempt "alice -> bob 120" (fn () => transfer (alice, bob, 120))
val () = attempt "alice -> bob 40" (fn () => transfer (alice, bob, 40))
val () = report alice
val () = report bob
