(* Lazy streams with thunks *)
datatype 'a stream = Nil | Cons of 'a * (unit -> 'a stream)

fun from n = Cons (n, fn () => from (n + 1))

fun take (_, 0) = []
  | take (Nil, _) = []
  | take (Cons (x, f), n) = x :: take (f (), n - 1)

fun smap f Nil = Nil
  | smap f (Cons (x, g)) = Cons (f x, fn () => smap f (g ()))

fun sfilter p Nil = Nil
  | sfilter p (Cons (x, g)) =
      if p x then Cons (x, fn () => sfilter p (g ())) else sfilter p (g ())

fun sieve Nil = Nil
  | sieve (Cons (p, g)) = Cons (p, fn () => sieve (sfilter (fn n => n mod p <> 0) (g ())))

fun fibs () =
  let fun go (a, b) = Cons (a, fn () => go (b, a + b))
  in go (0, 1) end

fun show xs = String.concatWith " " (map Int.toString xs)
val () = print ("naturals: " ^ show (take (from 0, 10)) ^ "\n")
val () = print ("squares:  " ^ show (take (smap (fn x => x * x) (from 1), 10)) ^ "\n")
val () = print ("primes:   " ^ show (take (sieve (from 2), 15)) ^ "\n")
val () = print ("fibs:     " ^ show (take (fibs (), 15)) ^ "\n")
val () = print ("odd fibs: " ^ show (take (sfilter (fn x => x mod 2 = 1) (fibs ()), 8)) ^ "\n")
