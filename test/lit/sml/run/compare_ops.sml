(* comparisons: int relational operators, structural =/<> on strings, tuples, lists, datatypes, string ordering
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/compare_ops.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/compare_ops.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/compare_ops.out %t3.out
*)
fun b true = "true" | b false = "false"
fun line (s : string) (v : bool) = print (s ^ ": " ^ b v ^ "\n")

val _ = line "3 < 5" (3 < 5)
val _ = line "5 < 3" (5 < 3)
val _ = line "~2 < 1" (~2 < 1)
val _ = line "4 <= 4" (4 <= 4)
val _ = line "4 >= 5" (4 >= 5)
val _ = line "~10 > ~11" (~10 > ~11)
val _ = line "7 = 7" (7 = 7)
val _ = line "7 <> 7" (7 <> 7)
val _ = line "0 <> ~0" (0 <> ~0)

val _ = line "\"abc\" = \"abc\"" ("abc" = "abc")
val _ = line "\"abc\" = \"abd\"" ("abc" = "abd")
val _ = line "\"abc\" <> \"ab\"" ("abc" <> "ab")
val _ = line "\"abc\" < \"abd\"" ("abc" < "abd")
val _ = line "\"ab\" < \"abc\"" ("ab" < "abc")
val _ = line "\"b\" > \"abc\"" ("b" > "abc")
val _ = line "\"\" < \"a\"" ("" < "a")
val _ = line "\"Zebra\" < \"apple\"" ("Zebra" < "apple")
val _ = line "\"same\" <= \"same\"" ("same" <= "same")
val _ = line "\"x\" >= \"y\"" ("x" >= "y")

val _ = line "(1, \"a\") = (1, \"a\")" ((1, "a") = (1, "a"))
val _ = line "(1, \"a\") = (1, \"b\")" ((1, "a") = (1, "b"))
val _ = line "((1,2),3) <> ((1,2),4)" (((1, 2), 3) <> ((1, 2), 4))
val _ = line "[1,2,3] = [1,2,3]" ([1, 2, 3] = [1, 2, 3])
val _ = line "[1,2,3] = [1,2]" ([1, 2, 3] = [1, 2])
val _ = line "[] = tl [1]" ([] = tl [1])
val _ = line "[\"a\",\"b\"] <> [\"a\",\"b\"]" (["a", "b"] <> ["a", "b"])
val _ = line "[[1],[2,3]] = [[1],[2,3]]" ([[1], [2, 3]] = [[1], [2, 3]])

datatype color = Red | Green | Blue
datatype shape = Circle of int | Rect of int * int | Group of shape list
val _ = line "Red = Red" (Red = Red)
val _ = line "Red = Blue" (Red = Blue)
val _ = line "Circle 3 = Circle 3" (Circle 3 = Circle 3)
val _ = line "Circle 3 = Circle 4" (Circle 3 = Circle 4)
val _ = line "Rect (1,2) = Circle 1" (Rect (1, 2) = Circle 1)
val _ = line "Group nested equal" (Group [Circle 1, Rect (2, 3)] = Group [Circle 1, Rect (2, 3)])
val _ = line "Group nested differ" (Group [Circle 1, Rect (2, 3)] = Group [Circle 1, Rect (3, 2)])
val _ = line "SOME 5 = SOME 5" (SOME 5 = SOME 5)
val _ = line "SOME 5 = NONE" (SOME 5 = NONE)
val _ = line "true = false" (true = false)
val _ = line "() = ()" (() = ())

(* comparison used to find max/min of a list *)
fun maxList [] = NONE
  | maxList (x :: xs) =
    (case maxList xs of NONE => SOME x | SOME m => SOME (if x > m then x else m))
fun minString [] = ""
  | minString [s] = s
  | minString (s :: rest) = let val m = minString rest in if s < m then s else m end
val _ = case maxList [3, ~9, 14, 2, 14, 0] of
            SOME m => print ("max = " ^ Int.toString m ^ "\n")
          | NONE => print "empty\n"
val _ = print ("min string = " ^ minString ["pear", "fig", "apple", "kiwi"] ^ "\n")

fun member (x, []) = false
  | member (x, y :: ys) = x = y orelse member (x, ys)
val _ = line "member (Green, [Red, Green])" (member (Green, [Red, Green]))
val _ = line "member ((2,\"b\"), ...)" (member ((2, "b"), [(1, "a"), (2, "c")]))
