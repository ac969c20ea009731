(* 0/1 knapsack with dynamic programming over an array *)
type item = { name : string, weight : int, value : int }

val items : item list =
  [ { name = "map", weight = 1, value = 15 }, { name = "compass", weight = 2, value = 10 },
    { name = "water", weight = 6, value = 30 }, { name = "sandwich", weight = 3, value = 20 },
    { name = "tent", weight = 8, value = 35 }, { name = "camera", weight = 4, value = 25 } ]

fun knapsack (cap, its : item list) =
  let
    val n = length its
    val iv = Vector.fromList its
    (* table (i, w): best value using first i items with capacity w *)
    val table = Array2.array (n + 1, cap + 1, 0)
    fun fill i w =
      if w > cap then ()
      else
        let val it = Vector.sub (iv, i - 1)
            val without = Array2.sub (table, i - 1, w)
            val best = if #weight it <= w then Int.max (without, #value it + Array2.sub (table, i - 1, w - #weight it))
                       else without
        in Array2.update (table, i, w, best); fill i (w + 1) end
    val () = List.app (fn i => fill i 0) (List.tabulate (n, fn i => i + 1))
    fun chosen (0, _) = []
      | chosen (i, w) =
          if Array2.sub (table, i, w) = Array2.sub (table, i - 1, w) then chosen (i - 1, w)
          else #name (Vector.sub (iv, i - 1)) :: chosen (i - 1, w - #weight (Vector.sub (iv, i - 1)))
  in (Array2.sub (table, n, cap), rev (chosen (n, cap))) end

val () = List.app (fn cap => let val (v, names) = knapsack (cap, items)
                             in print ("capacity " ^ Int.toString cap ^ ": value " ^ Int.toString v
                                       ^ " [" ^ String.concatWith ", " names ^ "]\n") end)
                  [0, 5, 10, 15]
