(* The sml-mini basis: the library functions that are not primitives,
   written in sml-mini itself and compiled with every program. Their names
   appear in profiles like the program's own functions. *)
fun not true = false
  | not false = true
fun ignore _ = ()
fun op o (f, g) = fn x => f (g x)
fun op @ ([], ys) = ys
  | op @ (x :: xs, ys) = x :: (xs @ ys)
fun op before (a, _) = a
fun hd (x :: _) = x
  | hd [] = raise Empty
fun tl (_ :: xs) = xs
  | tl [] = raise Empty
fun null [] = true
  | null _ = false
fun length l =
    let fun len ([], n) = n
          | len (_ :: xs, n) = len (xs, n + 1)
    in len (l, 0) end
fun rev l =
    let fun loop ([], acc) = acc
          | loop (x :: xs, acc) = loop (xs, x :: acc)
    in loop (l, []) end
fun map f [] = []
  | map f (x :: xs) = f x :: map f xs
fun app f [] = ()
  | app f (x :: xs) = (f x; app f xs)
fun foldl f acc [] = acc
  | foldl f acc (x :: xs) = foldl f (f (x, acc)) xs
fun foldr f acc [] = acc
  | foldr f acc (x :: xs) = f (x, foldr f acc xs)
fun concat [] = ""
  | concat (s :: ss) = s ^ concat ss
fun List.filter p [] = []
  | List.filter p (x :: xs) = if p x then x :: List.filter p xs else List.filter p xs
fun List.nth (l, n) =
    let fun nth (x :: _, 0) = x
          | nth (_ :: xs, i) = nth (xs, i - 1)
          | nth ([], _) = raise Subscript
    in if n < 0 then raise Subscript else nth (l, n) end
fun List.exists p [] = false
  | List.exists p (x :: xs) = p x orelse List.exists p xs
fun List.all p [] = true
  | List.all p (x :: xs) = p x andalso List.all p xs
fun List.tabulate (n, f) =
    let fun tab i = if i >= n then [] else f i :: tab (i + 1)
    in if n < 0 then raise Size else tab 0 end
fun List.find p [] = NONE
  | List.find p (x :: xs) = if p x then SOME x else List.find p xs
fun List.null l = null l
fun Int.min (a : int, b) = if a < b then a else b
fun Int.max (a : int, b) = if a > b then a else b
fun Int.abs n = abs n
val List.length = length
val List.rev = rev
val List.map = map
val List.app = app
val List.foldl = foldl
val List.foldr = foldr
val List.hd = hd
val List.tl = tl
val String.concat = concat
fun valOf (SOME x) = x
  | valOf NONE = raise Option
fun isSome (SOME _) = true
  | isSome NONE = false
val Option.valOf = valOf
val Option.isSome = isSome
fun Option.getOpt (SOME x, _) = x
  | Option.getOpt (NONE, d) = d
val getOpt = Option.getOpt
fun Option.map f (SOME x) = SOME (f x)
  | Option.map f NONE = NONE
datatype order = LESS | EQUAL | GREATER
fun Int.compare (a : int, b) = if a < b then LESS else if a > b then GREATER else EQUAL
fun String.compare (a : string, b) =
    if a < b then LESS else if a > b then GREATER else EQUAL
fun Bool.toString true = "true"
  | Bool.toString false = "false"
fun String.concatWith _ [] = ""
  | String.concatWith sep (s :: ss) =
    foldl (fn (x, acc) => acc ^ sep ^ x) s ss
fun List.concat ls = foldr (fn (l, acc) => l @ acc) [] ls
fun List.mapPartial f [] = []
  | List.mapPartial f (x :: xs) =
    (case f x of SOME y => y :: List.mapPartial f xs | NONE => List.mapPartial f xs)
fun List.partition p l =
    foldr (fn (x, (yes, no)) => if p x then (x :: yes, no) else (yes, x :: no)) ([], []) l
fun List.last [x] = x
  | List.last (_ :: xs) = List.last xs
  | List.last [] = raise Empty
fun List.take (l, n) =
    let fun take (_, 0) = []
          | take (x :: xs, i) = x :: take (xs, i - 1)
          | take ([], _) = raise Subscript
    in if n < 0 then raise Subscript else take (l, n) end
fun List.drop (l, n) =
    let fun drop (xs, 0) = xs
          | drop (_ :: xs, i) = drop (xs, i - 1)
          | drop ([], _) = raise Subscript
    in if n < 0 then raise Subscript else drop (l, n) end
fun ListPair.zip (x :: xs, y :: ys) = (x, y) :: ListPair.zip (xs, ys)
  | ListPair.zip _ = []
fun ListPair.unzip l = foldr (fn ((x, y), (xs, ys)) => (x :: xs, y :: ys)) ([], []) l
fun ListPair.map f (x :: xs, y :: ys) = f (x, y) :: ListPair.map f (xs, ys)
  | ListPair.map f _ = []
fun ListPair.foldl f acc (x :: xs, y :: ys) = ListPair.foldl f (f (x, y, acc)) (xs, ys)
  | ListPair.foldl f acc _ = acc
fun explode s = List.tabulate (size s, fn i => String.sub (s, i))
fun implode cs = concat (map str cs)
val String.explode = explode
val String.implode = implode
fun Char.isDigit c = #"0" <= c andalso c <= #"9"
fun Char.isUpper c = #"A" <= c andalso c <= #"Z"
fun Char.isLower c = #"a" <= c andalso c <= #"z"
fun Char.isAlpha c = Char.isUpper c orelse Char.isLower c
fun Char.isAlphaNum c = Char.isAlpha c orelse Char.isDigit c
fun Char.isSpace c = c = #" " orelse (#"\t" <= c andalso c <= #"\r")
fun Char.isPunct c = ord c > 32 andalso ord c < 127 andalso not (Char.isAlphaNum c)
fun Char.toUpper c = if Char.isLower c then chr (ord c - 32) else c
fun Char.toLower c = if Char.isUpper c then chr (ord c + 32) else c
fun Char.toString #"\n" = "\\n"
  | Char.toString #"\t" = "\\t"
  | Char.toString #"\\" = "\\\\"
  | Char.toString #"\"" = "\\\""
  | Char.toString c = str c
fun String.substring (s, i, n) =
    if i < 0 orelse n < 0 orelse i + n > size s then raise Subscript
    else implode (List.tabulate (n, fn k => String.sub (s, i + k)))
fun String.extract (s, i, NONE) = String.substring (s, i, size s - i)
  | String.extract (s, i, SOME n) = String.substring (s, i, n)
fun String.translate f s = concat (map f (explode s))
fun String.isPrefix p s = size p <= size s andalso String.substring (s, 0, size p) = p
fun String.fields isSep s =
    let fun go ([], cur, acc) = rev (implode (rev cur) :: acc)
          | go (c :: cs, cur, acc) =
            if isSep c then go (cs, [], implode (rev cur) :: acc) else go (cs, c :: cur, acc)
    in go (explode s, [], []) end
fun String.tokens isSep s = List.filter (fn t => t <> "") (String.fields isSep s)
fun String.map f s = implode (map f (explode s))
fun String.isSuffix p s =
    size p <= size s andalso String.substring (s, size s - size p, size p) = p
fun String.isSubstring p s =
    let fun at i = i + size p <= size s andalso
                   (String.substring (s, i, size p) = p orelse at (i + 1))
    in at 0 end
fun Char.contains s c = List.exists (fn x => x = c) (explode s)
fun Char.notContains s c = not (Char.contains s c)
fun Char.succ c = chr (ord c + 1)
fun Char.pred c = chr (ord c - 1)
fun Char.compare (a : char, b) = if a < b then LESS else if a > b then GREATER else EQUAL
fun StringCvt.padLeft c n s =
    if size s >= n then s else implode (List.tabulate (n - size s, fn _ => c)) ^ s
fun StringCvt.padRight c n s =
    if size s >= n then s else s ^ implode (List.tabulate (n - size s, fn _ => c))
datatype StringCvt.radix = StringCvt.BIN | StringCvt.OCT | StringCvt.DEC | StringCvt.HEX
fun Int.fmt r n =
    let val b = case r of StringCvt.BIN => 2 | StringCvt.OCT => 8
                        | StringCvt.DEC => 10 | StringCvt.HEX => 16
        fun go (0, acc) = acc
          | go (m, acc) = go (m div b, String.sub ("0123456789ABCDEF", m mod b) :: acc)
    in if n = 0 then "0" else if n < 0 then "~" ^ implode (go (~ n, []))
       else implode (go (n, [])) end
fun Int.fromString s =
    let fun skip (c :: cs) = if Char.isSpace c then skip cs else c :: cs
          | skip [] = []
        fun digits (c :: cs, acc, any) =
            if Char.isDigit c then digits (cs, acc * 10 + (ord c - ord #"0"), true)
            else (acc, any)
          | digits ([], acc, any) = (acc, any)
        val (neg, rest) = case skip (explode s) of
                              #"~" :: r => (true, r) | #"-" :: r => (true, r)
                            | #"+" :: r => (false, r) | r => (false, r)
        val (n, any) = digits (rest, 0, false)
    in if any then SOME (if neg then ~ n else n) else NONE end
fun Int.sign (n : int) = if n < 0 then ~1 else if n > 0 then 1 else 0
fun Bool.fromString s =
    let fun skip (c :: cs) = if Char.isSpace c then skip cs else c :: cs
          | skip [] = []
        val t = implode (skip (explode s))
    in if String.isPrefix "true" t then SOME true
       else if String.isPrefix "false" t then SOME false else NONE end
fun Option.join (SOME x) = x
  | Option.join NONE = NONE
fun Option.filter p x = if p x then SOME x else NONE
fun ListPair.all p (x :: xs, y :: ys) = p (x, y) andalso ListPair.all p (xs, ys)
  | ListPair.all _ _ = true
fun ListPair.exists p (x :: xs, y :: ys) = p (x, y) orelse ListPair.exists p (xs, ys)
  | ListPair.exists _ _ = false
fun ListPair.app f (x :: xs, y :: ys) = (f (x, y); ListPair.app f (xs, ys))
  | ListPair.app _ _ = ()
fun ListPair.foldr f acc (l1, l2) =
    foldr (fn ((x, y), a) => f (x, y, a)) acc (ListPair.zip (l1, l2))
fun Array.tabulate (n, f) =
    if n < 0 then raise Size else Array.fromList (List.tabulate (n, f))
fun Array.foldli f acc a =
    let val n = Array.length a
        fun go (i, acc) = if i >= n then acc else go (i + 1, f (i, Array.sub (a, i), acc))
    in go (0, acc) end
fun Array.foldl f acc a = Array.foldli (fn (_, x, acc) => f (x, acc)) acc a
fun Array.foldr f acc a =
    let fun go (i, acc) = if i < 0 then acc else go (i - 1, f (Array.sub (a, i), acc))
    in go (Array.length a - 1, acc) end
fun Array.appi f a = Array.foldli (fn (i, x, ()) => f (i, x)) () a
fun Array.app f a = Array.appi (fn (_, x) => f x) a
fun Array.modify f a = Array.appi (fn (i, x) => Array.update (a, i, f x)) a
fun Array.modifyi f a = Array.appi (fn (i, x) => Array.update (a, i, f (i, x))) a
fun Array.exists p a = List.exists p (Array.foldr (op ::) [] a)
fun Array.all p a = List.all p (Array.foldr (op ::) [] a)
fun Array.vector a = Vector.fromList (Array.foldr (op ::) [] a)
fun Vector.tabulate (n, f) =
    if n < 0 then raise Size else Vector.fromList (List.tabulate (n, f))
fun Vector.foldr f acc v =
    let fun go (i, acc) = if i < 0 then acc else go (i - 1, f (Vector.sub (v, i), acc))
    in go (Vector.length v - 1, acc) end
fun Vector.foldl f acc v = foldl f acc (Vector.foldr (op ::) [] v)
fun Vector.map f v = Vector.fromList (map f (Vector.foldr (op ::) [] v))
fun Vector.app f v = app f (Vector.foldr (op ::) [] v)
fun Vector.exists p v = List.exists p (Vector.foldr (op ::) [] v)
type 'a Array2.array = 'a array array
fun Array2.array (r, c, x) = Array.tabulate (r, fn _ => Array.array (c, x))
datatype Array2.traversal = Array2.RowMajor | Array2.ColMajor
fun Array2.tabulate order (r, c, f) =
    let
        fun row i = Array.tabulate (c, fn j => f (i, j))
        fun col j = List.tabulate (r, fn i => f (i, j))
    in case order of
           Array2.RowMajor => Array.tabulate (r, row)
         | Array2.ColMajor =>
           (* calls f column by column, as the Basis says, then lays rows out *)
           let val cols = Vector.fromList (List.tabulate (c, col))
           in Array.tabulate (r, fn i => Array.tabulate (c, fn j => List.nth (Vector.sub (cols, j), i)))
           end
    end
fun Array2.fromList rows = Array.fromList (map Array.fromList rows)
fun Array2.sub (a, i, j) = Array.sub (Array.sub (a, i), j)
fun Array2.update (a, i, j, x) = Array.update (Array.sub (a, i), j, x)
fun Array2.nRows a = Array.length a
fun Array2.nCols a = if Array.length a = 0 then 0 else Array.length (Array.sub (a, 0))
(* Reals: the arithmetic, comparisons, real, floor, ceil, trunc, round and
   the Math functions are primitives; ~ + - * abs < > <= >= are overloaded. *)
datatype StringCvt.realfmt =
    StringCvt.SCI of int option | StringCvt.FIX of int option | StringCvt.GEN of int option
fun Real.fmt spec (x : real) =
    let val (mode, digits) =
            case spec of StringCvt.SCI d => (0, getOpt (d, 6))
                       | StringCvt.FIX d => (1, getOpt (d, 6))
                       | StringCvt.GEN d => (2, getOpt (d, 12))
    in if digits < 0 orelse (mode = 2 andalso digits = 0) then raise Size
       else SMLMini.realFmt (x, mode + 4 * digits) end
fun Real.toString (x : real) = Real.fmt (StringCvt.GEN NONE) x
fun Real.min (x : real, y) = if x < y then x else y
fun Real.max (x : real, y) = if x > y then x else y
fun Real.compare (x : real, y) = if x < y then LESS else if x > y then GREATER else EQUAL
fun Real.sign (x : real) = if x < 0.0 then ~1 else if x > 0.0 then 1 else 0
fun Real.isNan (x : real) = not (x >= x)
fun Real.== (x : real, y) = x >= y andalso x <= y
fun Real.!= (x : real, y) = not (Real.== (x, y))
fun Real.realFloor (x : real) = if Real.isNan x orelse Real.abs x >= 4503599627370496.0 then x else real (floor x)
val Real.posInf = 1.0 / 0.0
val Real.negInf = ~1.0 / 0.0
val Math.pi = 3.141592653589793
val Math.e = 2.718281828459045
