(* Report names, as in the paper: nested functions are parent.child,
   anonymous functions parent.anon (with @LINE when the parent has
   several), a fn bound by val takes the val's name, a name defined twice
   gets @LINE, and a basis function the program redefines is Basis.NAME. *)
fun g xs = map (fn x => x + 1) xs
fun h xs =
    (map (fn x => x * 2) xs,
     map (fn x => x - 1) xs)
val inc = fn x => x + 1
fun outer n =
    let fun inner 0 = 0
          | inner k = 1 + inner (k - 1)
    in inner n end
fun twice 0 = 0
  | twice n = twice (n - 1)
fun twice x = x + 100
fun rev xs = List.rev xs
val xs = [1, 2, 3, 4, 5]
val (a, b) = h xs
val _ = print (concat (map (fn n => Int.toString n ^ " ") (g xs @ a @ b)) ^ "\n")
val _ = print (Int.toString (inc 1 + outer 7 + twice 3) ^ "\n")
val _ = print (Int.toString (hd (rev xs)) ^ "\n")
