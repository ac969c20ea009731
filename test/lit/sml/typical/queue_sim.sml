(* Bank teller queue simulation with a deterministic arrival pattern *)
datatype event = Arrive of int | Serve

val events = [Arrive 1, Arrive 2, Serve, Arrive 3, Arrive 4, Arrive 5, Serve, Serve, Arrive 6, Serve, Serve, Serve, Serve]

val queue : int list ref = ref []
val served = ref 0
val maxLen = ref 0

fun process (Arrive c) =
      (queue := !queue @ [c];
       maxLen := Int.max (!maxLen, length (!queue));
       print ("customer " ^ Int.toString c ^ " arrives, queue length " ^ Int.toString (length (!queue)) ^ "\n"))
  | process Serve =
      case !queue of
          [] => print "teller idle\n"
        | c :: rest =>
            (queue := rest;
             served := !served + 1;
             print ("serving customer " ^ Int.toString c ^ "\n"))

val () = List.app process events
val () = print ("served " ^ Int.toString (!served) ^ ", max queue " ^ Int.toString (!maxLen)
                ^ ", remaining " ^ Int.toString (length (!queue)) ^ "\n")
