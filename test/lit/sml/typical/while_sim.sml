(* Simple simulation with refs and while loops *)
val population = ref 100
val year = ref 0
val foodSupply = ref 1000

val () =
  while !year < 10 do (
    let
      val births = !population div 10
      val deaths = if !foodSupply < !population then (!population - !foodSupply) div 2 else !population div 20
    in
      population := !population + births - deaths;
      foodSupply := !foodSupply + 50 - !population div 2;
      if !foodSupply < 0 then foodSupply := 0 else ();
      year := !year + 1;
      print ("year " ^ Int.toString (!year) ^ ": population " ^ Int.toString (!population)
             ^ ", food " ^ Int.toString (!foodSupply) ^ "\n")
    end
  )

(* sum of squares with a counter *)
val i = ref 1
val total = ref 0
val () = while !i <= 10 do (total := !total + !i * !i; i := !i + 1)
val () = print ("sum of squares 1..10 = " ^ Int.toString (!total) ^ "\n")

(* bubble-like loop to find first power of 2 above 1000 *)
val p = ref 1
val steps = ref 0
val () = while !p <= 1000 do (p := !p * 2; steps := !steps + 1)
val () = print ("2^" ^ Int.toString (!steps) ^ " = " ^ Int.toString (!p) ^ "\n")
