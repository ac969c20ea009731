(* mutual recursion with and: top-level even/odd, expression/term parser-like functions, rose-tree walkers, and inside let
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/mutual_recursion.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/mutual_recursion.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/mutual_recursion.out %t3.out
*)
fun isEven 0 = true
  | isEven n = isOdd (n - 1)
and isOdd 0 = false
  | isOdd n = isEven (n - 1)
val _ = print (String.concat (map (fn n => Int.toString n ^ (if isEven n then "e " else "o ")) [0, 1, 2, 7, 10, 33]) ^ "\n")

(* three-way mutual recursion: count down through states a -> b -> c -> a *)
fun stateA 0 acc = "A" :: acc
  | stateA n acc = stateB (n - 1) ("a" :: acc)
and stateB 0 acc = "B" :: acc
  | stateB n acc = stateC (n - 1) ("b" :: acc)
and stateC 0 acc = "C" :: acc
  | stateC n acc = stateA (n - 1) ("c" :: acc)
val _ = print (String.concat (rev (stateA 7 [])) ^ "\n")
val _ = print (String.concat (rev (stateB 4 [])) ^ "\n")

(* a rose tree walked by a pair of mutually recursive functions (tree / list of trees) *)
datatype tree = Node of int * tree list
fun sumTree (Node (v, kids)) = v + sumForest kids
and sumForest [] = 0
  | sumForest (t :: rest) = sumTree t + sumForest rest
fun depthTree (Node (_, kids)) = 1 + depthForest kids
and depthForest [] = 0
  | depthForest (t :: rest) = Int.max (depthTree t, depthForest rest)
val leaf = fn v => Node (v, [])
val t = Node (1, [leaf 2, Node (3, [leaf 4, leaf 5]), Node (6, [Node (7, [leaf 8])])])
val _ = print ("sum " ^ Int.toString (sumTree t) ^ ", depth " ^ Int.toString (depthTree t) ^ "\n")

(* a tiny recursive-descent evaluator over token lists: expr = term {+ term}, term = factor {* factor} *)
datatype tok = N of int | Plus | Times | LP | RP
fun expr ts =
  let val (v, rest) = term ts in exprTail v rest end
and exprTail acc (Plus :: ts) = let val (v, rest) = term ts in exprTail (acc + v) rest end
  | exprTail acc ts = (acc, ts)
and term ts =
  let val (v, rest) = factor ts in termTail v rest end
and termTail acc (Times :: ts) = let val (v, rest) = factor ts in termTail (acc * v) rest end
  | termTail acc ts = (acc, ts)
and factor (N n :: ts) = (n, ts)
  | factor (LP :: ts) =
    (case expr ts of
         (v, RP :: rest) => (v, rest)
       | (v, rest) => (v, rest))
  | factor _ = (0, [])
fun evalToks ts = let val (v, _) = expr ts in v end
val _ = print ("2+3*4 = " ^ Int.toString (evalToks [N 2, Plus, N 3, Times, N 4]) ^ "\n")
val _ = print ("(2+3)*4 = " ^ Int.toString (evalToks [LP, N 2, Plus, N 3, RP, Times, N 4]) ^ "\n")
val _ = print ("((1+1)*(2+3)+4)*5 = " ^ Int.toString (evalToks
           [LP, LP, N 1, Plus, N 1, RP, Times, LP, N 2, Plus, N 3, RP, Plus, N 4, RP, Times, N 5]) ^ "\n")

(* mutual recursion inside let *)
fun collatzParity n =
  let fun evenStep 1 steps = steps
        | evenStep k steps = if k mod 2 = 0 then evenStep (k div 2) (steps + 1) else oddStep k steps
      and oddStep 1 steps = steps
        | oddStep k steps = if k mod 2 = 1 then evenStep (3 * k + 1) (steps + 1) else evenStep k steps
  in evenStep n 0 end
val _ = print ("collatz steps: " ^ String.concat (map (fn n => Int.toString (collatzParity n) ^ " ") [1, 6, 7, 27, 97]) ^ "\n")

fun hofstadter n =
  let fun f 0 = 1
        | f k = k - m (f (k - 1))
      and m 0 = 0
        | m k = k - f (m (k - 1))
  in (List.tabulate (n, f), List.tabulate (n, m)) end
val (fs, ms) = hofstadter 15
val _ = print ("F: " ^ String.concat (map (fn x => Int.toString x ^ " ") fs) ^ "\n")
val _ = print ("M: " ^ String.concat (map (fn x => Int.toString x ^ " ") ms) ^ "\n")

(* mutually recursive string producers *)
fun ping 0 = "."
  | ping n = "ping " ^ pong (n - 1)
and pong 0 = "!"
  | pong n = "pong " ^ ping (n - 1)
val _ = print (ping 5 ^ "\n" ^ pong 4 ^ "\n")
