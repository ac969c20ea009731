(* Polynomials as coefficient lists (lowest degree first) *)
type poly = int list

fun addP ([], q) = q
  | addP (p, []) = p
  | addP (a :: p, b :: q) = (a + b) :: addP (p, q)

fun scale (k, p) = map (fn c => k * c) p

fun mulP ([], _) = []
  | mulP (a :: p, q) = addP (scale (a, q), 0 :: mulP (p, q))

fun evalP (p, x) = foldr (fn (c, acc) => c + x * acc) 0 p

fun deriv [] = []
  | deriv (_ :: cs) =
      let fun go (_, []) = []
            | go (i, c :: rest) = i * c :: go (i + 1, rest)
      in go (1, cs) end

fun showP p =
  let
    fun term (c, i) =
      if i = 0 then Int.toString c
      else if i = 1 then Int.toString c ^ "x"
      else Int.toString c ^ "x^" ^ Int.toString i
    fun collect (_, []) = []
      | collect (i, c :: cs) = if c = 0 then collect (i + 1, cs) else term (c, i) :: collect (i + 1, cs)
    val terms = rev (collect (0, p))
  in
    if null terms then "0" else String.concatWith " + " terms
  end

val p = [1, 2, 3]      (* 1 + 2x + 3x^2 *)
val q = [~1, 0, 1]     (* -1 + x^2 *)
val () = print ("p      = " ^ showP p ^ "\n")
val () = print ("q      = " ^ showP q ^ "\n")
val () = print ("p + q  = " ^ showP (addP (p, q)) ^ "\n")
val () = print ("p * q  = " ^ showP (mulP (p, q)) ^ "\n")
val () = print ("p'     = " ^ showP (deriv p) ^ "\n")
val () = print ("p(2)   = " ^ Int.toString (evalP (p, 2)) ^ "\n")
val () = print ("(p*q)(3) = " ^ Int.toString (evalP (mulP (p, q), 3))
                ^ " = " ^ Int.toString (evalP (p, 3) * evalP (q, 3)) ^ "\n")
