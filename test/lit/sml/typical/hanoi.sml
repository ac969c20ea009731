(* Towers of Hanoi *)
fun hanoi (0, _, _, _) = []
  | hanoi (n, from, to, via) =
      hanoi (n - 1, from, via, to) @ [(from, to)] @ hanoi (n - 1, via, to, from)

val moves = hanoi (3, "A", "C", "B")
val () = List.app (fn (f, t) => print ("move " ^ f ^ " -> " ^ t ^ "\n")) moves
val () = print ("moves for 3 disks: " ^ Int.toString (length moves) ^ "\n")
val () = print ("moves for 10 disks: " ^ Int.toString (length (hanoi (10, "A", "C", "B"))) ^ "\n")

(* simulate with stacks to verify *)
val pegs = Array.fromList [[1, 2, 3], [], []]
fun idx "A" = 0 | idx "B" = 1 | idx _ = 2
exception Illegal
fun doMove (f, t) =
  case Array.sub (pegs, idx f) of
      [] => raise Illegal
    | d :: rest =>
        (case Array.sub (pegs, idx t) of
             top :: _ => if top < d then raise Illegal else ()
           | [] => ();
         Array.update (pegs, idx f, rest);
         Array.update (pegs, idx t, d :: Array.sub (pegs, idx t)))
val () = (List.app doMove moves; print "all moves legal\n") handle Illegal => print "illegal move!\n"
val () = print ("peg C: " ^ String.concatWith " " (map Int.toString (Array.sub (pegs, 2))) ^ "\n")
