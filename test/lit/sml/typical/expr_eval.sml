(* Arithmetic expression evaluator with variables *)
datatype expr =
    Num of int
  | Var of string
  | Add of expr * expr
  | Sub of expr * expr
  | Mul of expr * expr
  | Quot of expr * expr
  | Let of string * expr * expr

exception Unbound of string

fun lookup (x, []) = raise Unbound x
  | lookup (x, (y, v) :: env) = if x = y then v else lookup (x, env)

fun eval env (Num n) = n
  | eval env (Var x) = lookup (x, env)
  | eval env (Add (a, b)) = eval env a + eval env b
  | eval env (Sub (a, b)) = eval env a - eval env b
  | eval env (Mul (a, b)) = eval env a * eval env b
  | eval env (Quot (a, b)) = eval env a div eval env b
  | eval env (Let (x, e1, e2)) = eval ((x, eval env e1) :: env) e2

fun show (Num n) = Int.toString n
  | show (Var x) = x
  | show (Add (a, b)) = "(" ^ show a ^ " + " ^ show b ^ ")"
  | show (Sub (a, b)) = "(" ^ show a ^ " - " ^ show b ^ ")"
  | show (Mul (a, b)) = "(" ^ show a ^ " * " ^ show b ^ ")"
  | show (Quot (a, b)) = "(" ^ show a ^ " / " ^ show b ^ ")"
  | show (Let (x, a, b)) = "let " ^ x ^ " = " ^ show a ^ " in " ^ show b

val tests =
  [ Add (Num 2, Mul (Num 3, Num 4)),
    Let ("x", Num 5, Mul (Var "x", Sub (Var "x", Num 1))),
    Quot (Num 100, Add (Num 3, Num 7)),
    Add (Var "y", Num 1),
    Quot (Num 1, Num 0) ]

fun run e =
  print (show e ^ " => " ^
         (Int.toString (eval [] e)
          handle Unbound v => "error: unbound " ^ v
               | Div => "error: division by zero") ^ "\n")

val () = List.app run tests
