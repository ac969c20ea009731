(* case expressions: nested patterns, first-match fallthrough order, constants of several types, wildcards, nested cases
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/case_nested.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/case_nested.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/case_nested.out %t3.out
*)
datatype tok = Num of int | Op of string | LParen | RParen

fun classify (x : int, y : int) =
  case (x, y) of
      (0, 0) => "origin"
    | (0, _) => "on y axis"
    | (_, 0) => "on x axis"
    | (1, 1) => "unit diagonal"
    | _ => if x = y then "diagonal" else "elsewhere"
val _ = app (fn p => print (classify p ^ "\n")) [(0, 0), (0, 5), (3, 0), (1, 1), (4, 4), (2, 3)]

(* order matters: the specific clause must come before the general one *)
fun describe l =
  case l of
      [] => "empty"
    | [0] => "just zero"
    | [_] => "singleton"
    | 0 :: _ => "starts with zero"
    | [a, b] => "pair summing to " ^ Int.toString (a + b)
    | a :: b :: c :: _ => if a < b andalso b < c then "ascending start" else "other long"
val _ = app (fn l => print (describe l ^ "\n")) [[], [0], [5], [0, 1, 2], [3, 4], [1, 2, 3, 0], [3, 2, 1]]

fun tokStr t =
  case t of
      Num n => Int.toString n
    | Op "+" => "plus"
    | Op "*" => "times"
    | Op s => "op" ^ s
    | LParen => "("
    | RParen => ")"
val toks = [LParen, Num 1, Op "+", Num 2, RParen, Op "*", Num ~3, Op "-"]
val _ = print (String.concat (map (fn t => tokStr t ^ " ") toks) ^ "\n")

(* nested constructor + list + tuple patterns *)
fun pairs (Num a :: Op o1 :: Num b :: rest) = "[" ^ Int.toString a ^ o1 ^ Int.toString b ^ "]" ^ pairs rest
  | pairs (LParen :: rest) = "<" ^ pairs rest
  | pairs (RParen :: rest) = ">" ^ pairs rest
  | pairs (_ :: rest) = "." ^ pairs rest
  | pairs [] = "$"
val _ = print (pairs toks ^ "\n")
val _ = print (pairs [Num 4, Op "/", Num 2, Num 7, Op "-", Num 1, RParen] ^ "\n")

(* nested case expressions need parentheses *)
fun sign n = case Int.min (n, 1) of 1 => 1 | _ => (case n of 0 => 0 | _ => ~1)
val _ = print (String.concat (map (fn n => Int.toString (sign n) ^ " ") [~8, 0, 9, 1, ~1]) ^ "\n")

fun boolCase (a, b) =
  case a of
      true => (case b of true => "both" | false => "first only")
    | false => (case b of true => "second only" | false => "neither")
val _ = app (fn p => print (boolCase p ^ "\n")) [(true, true), (true, false), (false, true), (false, false)]

fun strCase s = case s of "" => 0 | "a" => 1 | "ab" => 2 | "abc" => 3 | _ => ~1
val _ = print (String.concat (map (fn s => Int.toString (strCase s) ^ " ") ["", "a", "ab", "abc", "abcd", "b"]) ^ "\n")

(* option of tuple of lists *)
fun deep (SOME ([x], y :: _)) = x + y
  | deep (SOME (x :: _ :: _, [])) = x
  | deep (SOME ([], _)) = ~1
  | deep (SOME (_, _)) = ~2
  | deep NONE = ~3
val _ = print (String.concat (map (fn v => Int.toString (deep v) ^ " ")
                 [SOME ([10], [5, 6]), SOME ([7, 8], []), SOME ([], [1]), SOME ([1, 2], [3]), NONE, SOME ([4], [])]) ^ "\n")

(* case as value in arithmetic and with a unit pattern *)
val total = (case [1, 2, 3] of x :: _ => x | [] => 0) + (case () of () => 100)
val _ = print ("total " ^ Int.toString total ^ "\n")
val _ = print ((case (1 < 2, "x") of (true, "x") => "tuple match" | _ => "no") ^ "\n")
fun nestedTuple ((a, b), (c, (d, e))) = case (a + b, c * d) of (3, 12) => e | (s, p) => s + p
val _ = print (Int.toString (nestedTuple ((1, 2), (3, (4, 99)))) ^ " " ^ Int.toString (nestedTuple ((1, 1), (3, (4, 99)))) ^ "\n")
