(* Reverse Polish notation calculator *)
exception BadExpr of string

fun evalRPN s =
  let
    fun step (tok, stack) =
      case (tok, stack) of
          ("+", b :: a :: rest) => a + b :: rest
        | ("-", b :: a :: rest) => a - b :: rest
        | ("*", b :: a :: rest) => a * b :: rest
        | ("/", b :: a :: rest) => if b = 0 then raise BadExpr "division by zero" else a div b :: rest
        | ("dup", a :: rest) => a :: a :: rest
        | ("swap", b :: a :: rest) => a :: b :: rest
        | (t, st) =>
            (case Int.fromString t of
                 SOME n => n :: st
               | NONE => raise BadExpr ("bad token " ^ t))
    val result = foldl step [] (String.tokens (fn c => c = #" ") s)
  in
    case result of
        [x] => x
      | _ => raise BadExpr "stack not singleton"
  end

val exprs = ["3 4 +", "5 1 2 + 4 * + 3 -", "2 dup *", "1 2 swap -", "4 0 /", "1 +", "1 2", "2 x +"]
val () =
  List.app (fn e => print (e ^ " => " ^ (Int.toString (evalRPN e) handle BadExpr m => "error: " ^ m) ^ "\n"))
           exprs
