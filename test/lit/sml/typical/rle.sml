(* Run-length encoding and decoding *)
fun encode [] = []
  | encode (x :: xs) =
      let
        fun go (c, n, []) = [(c, n)]
          | go (c, n, y :: ys) =
              if y = c then go (c, n + 1, ys) else (c, n) :: go (y, 1, ys)
      in
        go (x, 1, xs)
      end

fun decode pairs = List.concat (map (fn (c, n) => List.tabulate (n, fn _ => c)) pairs)

fun encodeString s =
  String.concat (map (fn (c, n) => Int.toString n ^ String.str c) (encode (explode s)))

val inputs = ["aaabccddddde", "abc", "", "zzzzzzzzzz", "aabbaa"]
val () =
  List.app (fn s =>
              let val e = encode (explode s)
                  val back = implode (decode e)
              in
                print ("\"" ^ s ^ "\" -> " ^ encodeString s ^ " roundtrip=" ^
                       Bool.toString (back = s) ^ "\n")
              end) inputs

(* works for ints too *)
val ints = [1, 1, 2, 2, 2, 3, 1, 1]
val () = print (String.concatWith ";" (map (fn (v, n) => Int.toString v ^ "x" ^ Int.toString n)
                                          (encode ints)) ^ "\n")
