(* User-defined infix operators *)
infix 6 ++
infixr 5 ::: 
infix 7 **

datatype vec = V of int * int

fun (V (a, b)) ++ (V (c, d)) = V (a + c, b + d)
fun k ** (V (a, b)) = V (k * a, k * b)

fun showV (V (a, b)) = "(" ^ Int.toString a ^ ", " ^ Int.toString b ^ ")"

val v1 = V (1, 2)
val v2 = V (3, 4)
val () = print ("v1 ++ v2 = " ^ showV (v1 ++ v2) ^ "\n")
val () = print ("2 ** v1 ++ v2 = " ^ showV (2 ** v1 ++ v2) ^ "\n")

datatype 'a seq = Nil | ::: of 'a * 'a seq
fun seqToList Nil = []
  | seqToList (x ::: s) = x :: seqToList s
val s = 1 ::: 2 ::: 3 ::: Nil
val () = print ("seq: " ^ String.concatWith " " (map Int.toString (seqToList s)) ^ "\n")

infix 1 |>
fun x |> f = f x
val r = [1, 2, 3, 4, 5] |> List.filter (fn x => x > 2) |> map (fn x => x * 10) |> foldl op+ 0
val () = print ("pipeline: " ^ Int.toString r ^ "\n")

fun op %% (a, b) = (a mod b + b) mod b
infix 7 %%
val () = print ("~7 %% 3 = " ^ Int.toString (~7 %% 3) ^ "\n")
nonfix ++
val () = print ("nonfix: " ^ showV (++ (v1, v1)) ^ "\n")
