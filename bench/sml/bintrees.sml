(* bintrees.sml - the binary-trees benchmark of the Computer Language
   Benchmarks Game: allocate and walk many perfect binary trees of
   different depths, plus one long-lived tree. Pure allocation and
   recursion over a datatype. Same algorithm as c/bintrees.c. *)
datatype tree = Leaf | Node of tree * tree

fun make 0 = Node (Leaf, Leaf)
  | make d = Node (make (d - 1), make (d - 1))

fun check Leaf = 0
  | check (Node (l, r)) = 1 + check l + check r

fun pow2 0 = 1
  | pow2 n = 2 * pow2 (n - 1)

val maxDepth = 16
val minDepth = 4

fun main () =
  let
    val stretch = maxDepth + 1
    val _ = print ("stretch tree of depth " ^ Int.toString stretch ^ "\t check: "
                   ^ Int.toString (check (make stretch)) ^ "\n")
    val longLived = make maxDepth
    fun iterate (0, d, acc) = acc
      | iterate (i, d, acc) = iterate (i - 1, d, acc + check (make d))
    fun depths d =
      if d > maxDepth then ()
      else
        let val n = pow2 (maxDepth - d + minDepth)
        in print (Int.toString n ^ "\t trees of depth " ^ Int.toString d ^ "\t check: "
                  ^ Int.toString (iterate (n, d, 0)) ^ "\n");
           depths (d + 2)
        end
  in
    depths minDepth;
    print ("long lived tree of depth " ^ Int.toString maxDepth ^ "\t check: "
           ^ Int.toString (check longLived) ^ "\n")
  end

val _ = main ()
