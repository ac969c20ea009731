(* The paper's example, repeated so that the timer samples it: the counts
   are 300 times those of one run, and isPrime.test takes most time. *)
fun subset pred =
    let fun f nil = nil
          | f (a::r) = if pred a then a::f(r) else f(r)
    in f
    end

fun isPrime x =
    let fun test i = i>=x orelse (x mod i <> 0 andalso test(i+1))
    in test 2
    end

val primes = subset isPrime

fun natlist 0 = nil
  | natlist n = n :: natlist (n-1)

fun repeat 0 = 0
  | repeat k = length (primes (natlist 1000)) + repeat (k - 1)

val _ = print (Int.toString (repeat 300) ^ "\n")
