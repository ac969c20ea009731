(* After `handle`, the handling function is current again: the runtime's
   longjmp lands in `handling`'s frame, and the pass resets `current`
   there, as after any call that returns twice. Every iteration raises in
   `raiser`, then does its real work (40 divisions) in `handling` itself,
   after the handler. Without the reset that work would be charged to
   `raiser`, which was current when it raised. *)
exception Stop of int

fun raiser n = raise Stop n

fun handling (0, acc, m) = acc
  | handling (n, acc, m) =
      let val k = raiser n handle Stop k => k
          val a = k
              val a = (a * 31 + 1) mod m
              val a = (a * 31 + 2) mod m
              val a = (a * 31 + 3) mod m
              val a = (a * 31 + 4) mod m
              val a = (a * 31 + 5) mod m
              val a = (a * 31 + 6) mod m
              val a = (a * 31 + 7) mod m
              val a = (a * 31 + 8) mod m
              val a = (a * 31 + 9) mod m
              val a = (a * 31 + 10) mod m
              val a = (a * 31 + 11) mod m
              val a = (a * 31 + 12) mod m
              val a = (a * 31 + 13) mod m
              val a = (a * 31 + 14) mod m
              val a = (a * 31 + 15) mod m
              val a = (a * 31 + 16) mod m
              val a = (a * 31 + 17) mod m
              val a = (a * 31 + 18) mod m
              val a = (a * 31 + 19) mod m
              val a = (a * 31 + 20) mod m
              val a = (a * 31 + 21) mod m
              val a = (a * 31 + 22) mod m
              val a = (a * 31 + 23) mod m
              val a = (a * 31 + 24) mod m
              val a = (a * 31 + 25) mod m
              val a = (a * 31 + 26) mod m
              val a = (a * 31 + 27) mod m
              val a = (a * 31 + 28) mod m
              val a = (a * 31 + 29) mod m
              val a = (a * 31 + 30) mod m
              val a = (a * 31 + 31) mod m
              val a = (a * 31 + 32) mod m
              val a = (a * 31 + 33) mod m
              val a = (a * 31 + 34) mod m
              val a = (a * 31 + 35) mod m
              val a = (a * 31 + 36) mod m
              val a = (a * 31 + 37) mod m
              val a = (a * 31 + 38) mod m
              val a = (a * 31 + 39) mod m
              val a = (a * 31 + 40) mod m
      in handling (n - 1, (acc + a) mod m, m) end

val _ = print (Int.toString (handling (1000000, 0, 1000003)) ^ "\n")
