(* strings: ^, size, String.size, concat, String.concat, escapes, equality and ordering, recursive string building
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/strings_ops.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/strings_ops.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/strings_ops.out %t3.out
*)
fun pl (s : string) = print (s ^ "\n")
val s1 = "Hello"
val s2 = "World"
val greeting = s1 ^ ", " ^ s2 ^ "!"
val _ = pl greeting
val _ = pl ("size = " ^ Int.toString (size greeting))
val _ = pl ("String.size \"\" = " ^ Int.toString (String.size ""))
val _ = pl ("tab:[\t] quote:[\"] backslash:[\\]")
val _ = pl ("size of escapes = " ^ Int.toString (size "\t\"\\\n"))
val _ = print "two\nlines\n"
val _ = pl (concat ["a", "b", "c", "", "d"])
val _ = pl (String.concat ["x", "-", "y", "-", "z"])
val _ = pl ("[" ^ concat [] ^ "]")

fun repeat (s : string) 0 = ""
  | repeat s n = s ^ repeat s (n - 1)
val _ = pl (repeat "ab" 5)
val _ = pl ("size (repeat \"xyz\" 7) = " ^ Int.toString (size (repeat "xyz" 7)))

fun join sep [] = ""
  | join sep [x] = x
  | join sep (x :: xs) = x ^ sep ^ join sep xs
val _ = pl (join ", " ["one", "two", "three"])
val _ = pl (join "" ["no", "sep"])
val _ = pl ("[" ^ join "," [] ^ "]")

fun padLeft (s : string) (w : int) = if size s >= w then s else padLeft (" " ^ s) w
fun padRight s w = if size s >= w then s else padRight (s ^ ".") w
val _ = app (fn (name, n) => pl (padRight name 10 ^ padLeft (Int.toString n) 6))
            [("apples", 12), ("kiwis", 7), ("cherries", 1234), ("fig", ~5)]

fun boolStr b = if b then "true" else "false"
val _ = pl ("\"abc\" = \"ab\" ^ \"c\": " ^ boolStr ("abc" = "ab" ^ "c"))
val _ = pl ("\"abc\" < \"abd\": " ^ boolStr ("abc" < "abd"))
val _ = pl ("\"abc\" > \"ab\": " ^ boolStr ("abc" > "ab"))
val _ = pl ("\"B\" < \"a\": " ^ boolStr ("B" < "a"))

(* insertion sort of strings by the built-in ordering *)
fun insert (x : string) [] = [x]
  | insert x (y :: ys) = if x <= y then x :: y :: ys else y :: insert x ys
fun isort xs = foldl (fn (x, acc) => insert x acc) [] xs
val _ = pl (join " " (isort ["pear", "apple", "fig", "banana", "apple", "Cherry", "date"]))

(* strings as keys *)
fun lookup k [] = "?"
  | lookup k ((k', v) :: rest) = if k = k' then v else lookup k rest
val table = [("one", "uno"), ("two", "dos"), ("three", "tres")]
val _ = pl (lookup "two" table ^ " " ^ lookup "three" table ^ " " ^ lookup "four" table)

fun bracket s = "<" ^ s ^ ">"
val _ = pl (foldl (fn (s, acc) => acc ^ bracket s) "" ["a", "bb", "ccc"])
val _ = pl (foldr (fn (s, acc) => bracket (s ^ acc)) "" ["a", "b", "c"])
val lens = map size ["", "a", "hello", "tab\there"]
val _ = pl (join " " (map Int.toString lens))
