(* Time attribution that survives inlining: f5, f3 and f2 do 5, 3 and 2
   steps each (a division and a fresh ref); at -O2 LLVM inlines all three
   into the loop in `drive`, yet each keeps its own share, because the
   pass put their `current` stores in their bodies before the optimizer
   ran. (Each step touches memory: pure register arithmetic may legally be
   moved across the `current` stores by the optimizer; see
   docs/sml-mini.md.)
   The modulus comes from a run-time call (Int.toString) the optimizer
   cannot fold: with a constant one, LLVM turned each `mod` into a
   multiply whose width depended on what it knew of x, so f5's first step
   cost more than the others (f5 took 52-61% of the time, not 50%). With
   it every step is the same division. *)
fun f5 (x, m) =
    let
        val x = !(ref ((x * 31 + 1) mod m))
        val x = !(ref ((x * 31 + 2) mod m))
        val x = !(ref ((x * 31 + 3) mod m))
        val x = !(ref ((x * 31 + 4) mod m))
        val x = !(ref ((x * 31 + 5) mod m))
    in x end
fun f3 (x, m) =
    let
        val x = !(ref ((x * 31 + 1) mod m))
        val x = !(ref ((x * 31 + 2) mod m))
        val x = !(ref ((x * 31 + 3) mod m))
    in x end
fun f2 (x, m) =
    let
        val x = !(ref ((x * 31 + 1) mod m))
        val x = !(ref ((x * 31 + 2) mod m))
    in x end
fun drive (0, x, m) = x
  | drive (n, x, m) = drive (n - 1, f2 (f3 (f5 (x, m), m), m), m)
val m = 1000000 + size (Int.toString 100)
val _ = print (Int.toString (drive (8000000, 1, m)) ^ "\n")
