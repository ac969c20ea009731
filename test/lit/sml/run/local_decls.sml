(* local ... in ... end at top level and declarations inside let: helper hiding, local datatypes/exceptions/functions, nested lets
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/local_decls.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/local_decls.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/local_decls.out %t3.out
*)
local
  val secret = 42
  fun helper x = x * secret
in
  fun publicA x = helper x + 1
  val publicB = helper 2
end
val _ = print ("publicA 1 = " ^ Int.toString (publicA 1) ^ ", publicB = " ^ Int.toString publicB ^ "\n")

local
  val counter = ref 0
in
  fun fresh (prefix : string) = (counter := !counter + 1; prefix ^ Int.toString (!counter))
  fun resetFresh () = counter := 0
end
val n1 = fresh "x"
val n2 = fresh "y"
val n3 = fresh "x"
val _ = resetFresh ()
val n4 = fresh "z"
val _ = print (n1 ^ " " ^ n2 ^ " " ^ n3 ^ " " ^ n4 ^ "\n")

local
  fun sq x = x * x
  fun sumSq [] = 0
    | sumSq (x :: xs) = sq x + sumSq xs
in
  val norm2 = sumSq
  fun dist2 ((a, b), (c, d)) = sumSq [a - c, b - d]
end
val _ = print ("norm2 = " ^ Int.toString (norm2 [1, 2, 3]) ^ ", dist2 = " ^ Int.toString (dist2 ((1, 1), (4, 5))) ^ "\n")

(* nested locals *)
local
  local
    val base = 10
  in
    val b2 = base * base
  end
  val b3 = b2 * 10
in
  val powers = [b2, b3]
end
val _ = print (String.concat (map (fn p => Int.toString p ^ " ") powers) ^ "\n")

(* let with many declaration kinds *)
fun stats (xs : int list) =
  let
    datatype acc = Acc of int * int * int
    exception EmptyInput
    type triple = int * int * int
    val start = case xs of [] => raise EmptyInput | x :: _ => Acc (0, x, x)
    fun step (x, Acc (s, lo, hi)) = Acc (s + x, Int.min (lo, x), Int.max (hi, x))
    val Acc (sum, lo, hi) = foldl step start xs
    val result : triple = (sum, lo, hi)
  in
    let val (s, l, h) = result
        val count = length xs
    in
      "sum=" ^ Int.toString s ^ " min=" ^ Int.toString l ^ " max=" ^ Int.toString h ^
      " mean=" ^ Int.toString (s div count)
    end
  end
  handle _ => "no data"
val _ = print (stats [4, 8, ~2, 10, 5] ^ "\n")
val _ = print (stats [] ^ "\n")

(* let body with sequence *)
val seqResult =
  let val r = ref 1
      fun bump k = r := !r * k
  in
    bump 2; bump 3; bump 7;
    print ("inside let: " ^ Int.toString (!r) ^ "\n");
    !r + 1
  end
val _ = print ("seqResult = " ^ Int.toString seqResult ^ "\n")

(* let-bound function shadowing an outer one only inside the let *)
fun f x = x + 1
val inner = let fun f x = x * 100 in f 3 end
val _ = print ("inner f = " ^ Int.toString inner ^ ", outer f = " ^ Int.toString (f 3) ^ "\n")

(* deeply nested lets referring to outer bindings *)
val deep =
  let val a = 1
  in let val b = a + 1
     in let val c = a + b
        in let fun g x = x * a + b * c in g 10 end
        end
     end
  end
val _ = print ("deep = " ^ Int.toString deep ^ "\n")
local
  datatype color = R | G | B
  fun name R = "red" | name G = "green" | name B = "blue"
in
  val colorNames = map name [B, G, R, G]
end
val _ = print (String.concat (map (fn s => s ^ " ") colorNames) ^ "\n")
