(* hof.sml - higher-order functions and closures: map / foldl / foldr /
   List.filter over int lists with curried functions, partial applications,
   composition with `o` and closures capturing their environment. Most calls
   are unknown calls (through closures). *)
fun add x y = x + y
fun mul x y = (x * y) mod 10007
fun compose3 f g h = f o g o h
fun twice f x = f (f x)
fun modBy m x = x mod m
fun between lo hi x = x >= lo andalso x <= hi
fun sumWith f xs = foldl (fn (x, acc) => (acc + f x) mod 1000003) 0 xs

(* a counter closure over a ref *)
fun counter () =
  let val r = ref 0
  in fn k => (r := !r + k; !r) end

fun step (k, xs) =
  let
    val f = compose3 (add k) (mul 3) (modBy 1000)
    val ys = map f xs
    val zs = List.filter (between 100 5000) ys
    val ws = map (twice (add 1)) zs
    val s1 = foldl (op +) 0 ws
    val s2 = foldr (fn (x, acc) => (acc * 7 + x) mod 1000003) 0 ws
    val s3 = sumWith (mul k) xs
    val ok = List.all (fn x => x > 0) ws andalso not (List.exists (fn x => x < 0) ws)
  in
    (s1 + s2 + s3 + (if ok then 1 else 0)) mod 1000003
  end

fun main () =
  let
    val xs = List.tabulate (10000, fn i => (i * 7919) mod 10007)
    val c = counter ()
    fun loop (0, acc) = acc
      | loop (k, acc) = loop (k - 1, (acc + step (k, xs) + c k) mod 1000003)
    val fs = map add [1, 2, 3, 4, 5]
  in
    print ("adders: " ^ String.concat (map (fn f => Int.toString (f 10) ^ " ") fs) ^ "\n");
    print ("result: " ^ Int.toString (loop (300, 0)) ^ "\n");
    print ("counter: " ^ Int.toString (c 0) ^ "\n")
  end

val _ = main ()
