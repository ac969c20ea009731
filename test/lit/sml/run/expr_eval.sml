(* an expression evaluator: recursive datatype, environments as lists, let-binding, simplifier, printer, exceptions
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/expr_eval.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/expr_eval.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/expr_eval.out %t3.out
*)
datatype expr = Num of int
              | Var of string
              | Add of expr * expr
              | Sub of expr * expr
              | Mul of expr * expr
              | Quot of expr * expr
              | Neg of expr
              | Let of string * expr * expr
              | If of expr * expr * expr

exception Unbound of string
exception DivZero

fun lookup x [] = raise Unbound x
  | lookup x ((y, v) :: env) = if x = y then v else lookup x env

fun eval env (Num n) = n
  | eval env (Var x) = lookup x env
  | eval env (Add (a, b)) = eval env a + eval env b
  | eval env (Sub (a, b)) = eval env a - eval env b
  | eval env (Mul (a, b)) = eval env a * eval env b
  | eval env (Quot (a, b)) =
    let val d = eval env b in if d = 0 then raise DivZero else eval env a div d end
  | eval env (Neg a) = ~ (eval env a)
  | eval env (Let (x, e, body)) = eval ((x, eval env e) :: env) body
  | eval env (If (c, t, e)) = if eval env c <> 0 then eval env t else eval env e

fun show (Num n) = Int.toString n
  | show (Var x) = x
  | show (Add (a, b)) = "(" ^ show a ^ " + " ^ show b ^ ")"
  | show (Sub (a, b)) = "(" ^ show a ^ " - " ^ show b ^ ")"
  | show (Mul (a, b)) = "(" ^ show a ^ " * " ^ show b ^ ")"
  | show (Quot (a, b)) = "(" ^ show a ^ " / " ^ show b ^ ")"
  | show (Neg a) = "-" ^ show a
  | show (Let (x, e, b)) = "let " ^ x ^ " = " ^ show e ^ " in " ^ show b
  | show (If (c, t, e)) = "if " ^ show c ^ " then " ^ show t ^ " else " ^ show e

fun simplify e =
  case e of
      Add (a, b) =>
        (case (simplify a, simplify b) of
             (Num 0, y) => y
           | (x, Num 0) => x
           | (Num x, Num y) => Num (x + y)
           | (x, y) => Add (x, y))
    | Mul (a, b) =>
        (case (simplify a, simplify b) of
             (Num 0, _) => Num 0
           | (_, Num 0) => Num 0
           | (Num 1, y) => y
           | (x, Num 1) => x
           | (Num x, Num y) => Num (x * y)
           | (x, y) => Mul (x, y))
    | Sub (a, b) =>
        (case (simplify a, simplify b) of
             (x, Num 0) => x
           | (Num x, Num y) => Num (x - y)
           | (x, y) => if x = y then Num 0 else Sub (x, y))
    | Neg (Neg a) => simplify a
    | Neg a => Neg (simplify a)
    | Quot (a, b) => Quot (simplify a, simplify b)
    | Let (x, a, b) => Let (x, simplify a, simplify b)
    | If (c, t, f) => If (simplify c, simplify t, simplify f)
    | other => other

fun run e =
  print (show e ^ " => " ^
         ((Int.toString (eval [("ten", 10)] e))
          handle Unbound x => "error: unbound " ^ x
               | DivZero => "error: division by zero") ^ "\n")

val e1 = Add (Num 2, Mul (Num 3, Num 4))
val e2 = Let ("x", Num 5, Mul (Var "x", Add (Var "x", Num 1)))
val e3 = Let ("x", Num 2, Let ("y", Mul (Var "x", Var "ten"), Sub (Var "y", Var "x")))
val e4 = Quot (Num 7, Sub (Num 3, Num 3))
val e5 = Add (Var "nope", Num 1)
val e6 = If (Sub (Var "ten", Num 10), Num 111, Neg (Quot (Num ~17, Num 5)))
val e7 = Let ("x", Num 1, Let ("x", Add (Var "x", Num 100), Mul (Var "x", Num 2)))
val e8 = Quot (Neg (Num 7), Num 2)
val _ = app run [e1, e2, e3, e4, e5, e6, e7, e8]

val messy = Add (Mul (Num 1, Var "a"), Mul (Add (Num 0, Num 0), Var "b"))
val _ = print ("simplify: " ^ show messy ^ " -> " ^ show (simplify messy) ^ "\n")
val messy2 = Sub (Mul (Var "z", Num 1), Add (Num 0, Var "z"))
val _ = print ("simplify: " ^ show messy2 ^ " -> " ^ show (simplify messy2) ^ "\n")
val messy3 = Neg (Neg (Add (Num 3, Mul (Num 4, Num 5))))
val _ = print ("simplify: " ^ show messy3 ^ " -> " ^ show (simplify messy3) ^ "\n")

(* build a big expression: sum of squares 1..n *)
fun sumSquares 0 = Num 0
  | sumSquares n = Add (Let ("k", Num n, Mul (Var "k", Var "k")), sumSquares (n - 1))
val _ = print ("sum of squares 1..50 = " ^ Int.toString (eval [] (sumSquares 50)) ^ "\n")
fun size (Num _) = 1
  | size (Var _) = 1
  | size (Add (a, b)) = 1 + size a + size b
  | size (Sub (a, b)) = 1 + size a + size b
  | size (Mul (a, b)) = 1 + size a + size b
  | size (Quot (a, b)) = 1 + size a + size b
  | size (Neg a) = 1 + size a
  | size (Let (_, a, b)) = 1 + size a + size b
  | size (If (a, b, c)) = 1 + size a + size b + size c
val _ = print ("nodes in that expression = " ^ Int.toString (size (sumSquares 50)) ^ "\n")
