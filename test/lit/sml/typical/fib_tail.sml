(* Fibonacci: naive, tail-recursive, and memo via list *)
fun fibNaive n = if n < 2 then n else fibNaive (n - 1) + fibNaive (n - 2)

fun fibIter n =
  let
    fun go (0, a, _) = a
      | go (k, a, b) = go (k - 1, b, a + b)
  in
    go (n, 0, 1)
  end

fun fibList n =
  let
    fun build (k, acc as (a :: b :: _)) =
          if k > n then rev acc else build (k + 1, (a + b) :: acc)
      | build (_, acc) = rev acc
  in
    if n = 0 then [0] else build (2, [1, 0])
  end

val () = print ("fibNaive 20 = " ^ Int.toString (fibNaive 20) ^ "\n")
val () = print ("fibIter 50  = " ^ Int.toString (fibIter 50) ^ "\n")
val () = print ("fibs: " ^ String.concatWith " " (map Int.toString (fibList 15)) ^ "\n")
val () = print ("agree: " ^ Bool.toString (List.all (fn i => fibNaive i = fibIter i)
                                          (List.tabulate (20, fn i => i))) ^ "\n")
val evens = List.filter (fn x => x mod 2 = 0) (fibList 30)
val () = print ("even fibs: " ^ String.concatWith " " (map Int.toString evens) ^ "\n")
