(* Primes: trial division and sieve with arrays *)
fun isPrime n =
  n >= 2 andalso
  let fun check d = d * d > n orelse (n mod d <> 0 andalso check (d + 1))
  in check 2 end

fun sieve n =
  let
    val a = Array.array (n + 1, true)
    val () = Array.update (a, 0, false)
    val () = Array.update (a, 1, false)
    fun mark (i, step) =
      if i > n then () else (Array.update (a, i, false); mark (i + step, step))
    fun outer p =
      if p * p > n then ()
      else (if Array.sub (a, p) then mark (p * p, p) else (); outer (p + 1))
    val () = outer 2
  in
    List.filter (fn i => Array.sub (a, i)) (List.tabulate (n + 1, fn i => i))
  end

val ps = sieve 100
val () = print ("primes <= 100: " ^ String.concatWith " " (map Int.toString ps) ^ "\n")
val () = print ("count: " ^ Int.toString (length ps) ^ "\n")
val () = print ("agree with trial division: "
                ^ Bool.toString (ps = List.filter isPrime (List.tabulate (101, fn i => i))) ^ "\n")

fun factor n =
  let fun f (1, _) = []
        | f (m, d) = if m mod d = 0 then d :: f (m div d, d) else f (m, d + 1)
  in f (n, 2) end
val () = List.app (fn n => print (Int.toString n ^ " = "
                  ^ String.concatWith " * " (map Int.toString (factor n)) ^ "\n")) [360, 97, 1001]
