(* local ... in ... end and nested let *)
local
  val counter = ref 0
in
  fun nextId () = (counter := !counter + 1; !counter)
  fun resetIds () = counter := 0
end

local
  fun helper (x, acc) = if x = 0 then acc else helper (x div 10, acc + x mod 10)
in
  fun digitSum n = helper (abs n, 0)
end

val a = nextId ()
val b = nextId ()
val c = nextId ()
val () = print ("ids: " ^ Int.toString a ^ " " ^ Int.toString b ^ " " ^ Int.toString c ^ "\n")
val () = resetIds ()
val () = print ("after reset: " ^ Int.toString (nextId ()) ^ "\n")
val () = print ("digitSum 98765 = " ^ Int.toString (digitSum 98765) ^ "\n")
val () = print ("digitSum ~123 = " ^ Int.toString (digitSum ~123) ^ "\n")

fun hypotSq (x, y) =
  let
    val x2 = x * x
    val y2 = y * y
    val total =
      let val s = x2 + y2
      in s end
  in
    total
  end
val () = print ("hypotSq (3,4) = " ^ Int.toString (hypotSq (3, 4)) ^ "\n")

val result =
  let
    val xs = [1, 2, 3, 4]
    fun sq x = x * x
    val ys = map sq xs
  in
    foldl op+ 0 ys
  end
val () = print ("sum of squares = " ^ Int.toString result ^ "\n")
val shadow = let val x = 1 in let val x = x + 10 in x * 2 end end
val () = print ("shadow = " ^ Int.toString shadow ^ "\n")
