(* A small lexer for arithmetic expressions *)
datatype token = NUM of int | ID of string | OP of char | LPAREN | RPAREN

fun tokenize s =
  let
    fun lex [] = []
      | lex (c :: cs) =
          if Char.isSpace c then lex cs
          else if Char.isDigit c then
            let
              fun digits (d :: ds, acc) = if Char.isDigit d then digits (ds, acc * 10 + ord d - ord #"0") else (acc, d :: ds)
                | digits ([], acc) = (acc, [])
              val (n, rest) = digits (c :: cs, 0)
            in NUM n :: lex rest end
          else if Char.isAlpha c then
            let
              fun ident (d :: ds, acc) = if Char.isAlphaNum d then ident (ds, d :: acc) else (implode (rev acc), d :: ds)
                | ident ([], acc) = (implode (rev acc), [])
              val (name, rest) = ident (c :: cs, [])
            in ID name :: lex rest end
          else if c = #"(" then LPAREN :: lex cs
          else if c = #")" then RPAREN :: lex cs
          else OP c :: lex cs
  in lex (explode s) end

fun showTok (NUM n) = "NUM(" ^ Int.toString n ^ ")"
  | showTok (ID s) = "ID(" ^ s ^ ")"
  | showTok (OP c) = "OP(" ^ str c ^ ")"
  | showTok LPAREN = "("
  | showTok RPAREN = ")"

val inputs = ["12 + x1 * (y - 345)", "foo(bar, 7)", "a<=b"]
val () = List.app (fn s => print (s ^ "\n  " ^ String.concatWith " " (map showTok (tokenize s)) ^ "\n")) inputs
val nIds = length (List.filter (fn ID _ => true | _ => false) (tokenize "a + b + c * 2"))
val () = print ("identifiers: " ^ Int.toString nIds ^ "\n")
