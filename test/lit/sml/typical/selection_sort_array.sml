(* Selection sort and bubble sort on mutable arrays *)
fun swap (a, i, j) =
  let val t = Array.sub (a, i)
  in Array.update (a, i, Array.sub (a, j)); Array.update (a, j, t) end

fun selectionSort a =
  let
    val n = Array.length a
    fun minIndex (i, m) =
      if i >= n then m
      else minIndex (i + 1, if Array.sub (a, i) < Array.sub (a, m) then i else m)
    fun loop i =
      if i >= n - 1 then ()
      else (swap (a, i, minIndex (i + 1, i)); loop (i + 1))
  in loop 0 end

fun bubbleSort a =
  let
    val n = Array.length a
    val swapped = ref true
    val passes = ref 0
  in
    while !swapped do (
      swapped := false;
      passes := !passes + 1;
      for' (0, n - 2, fn i =>
        if Array.sub (a, i) > Array.sub (a, i + 1) then (swap (a, i, i + 1); swapped := true) else ())
    );
    !passes
  end
and for' (lo, hi, f) = if lo > hi then () else (f lo; for' (lo + 1, hi, f))

fun toString a = String.concatWith " " (Array.foldr (fn (x, acc) => Int.toString x :: acc) [] a)

val a1 = Array.fromList [64, 25, 12, 22, 11, 90, 3]
val () = selectionSort a1
val () = print ("selection: " ^ toString a1 ^ "\n")
val a2 = Array.fromList [5, 1, 4, 2, 8, 0, 7]
val p = bubbleSort a2
val () = print ("bubble: " ^ toString a2 ^ " (" ^ Int.toString p ^ " passes)\n")
val a3 = Array.tabulate (8, fn i => 8 - i)
val () = selectionSort a3
val () = print ("tabulated: " ^ toString a3 ^ "\n")
