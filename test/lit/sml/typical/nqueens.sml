(* N-Queens: count and show solutions *)
fun safe (col, placed) =
  let
    fun ok (_, []) = true
      | ok (d, c :: cs) = c <> col andalso abs (c - col) <> d andalso ok (d + 1, cs)
  in
    ok (1, placed)
  end

fun queens n =
  let
    fun place (0, placed) = [placed]
      | place (k, placed) =
          List.concat
            (List.map (fn col => if safe (col, placed) then place (k - 1, col :: placed) else [])
                      (List.tabulate (n, fn i => i)))
  in
    place (n, [])
  end

fun showBoard n sol =
  List.app (fn c => print (implode (List.tabulate (n, fn i => if i = c then #"Q" else #".")) ^ "\n"))
           (rev sol)

val () =
  List.app (fn n => print (Int.toString n ^ "-queens: " ^ Int.toString (length (queens n)) ^ " solutions\n"))
           [1, 2, 3, 4, 5, 6, 7, 8]

val () = print "first solution for 6:\n"
val () = showBoard 6 (hd (queens 6))
