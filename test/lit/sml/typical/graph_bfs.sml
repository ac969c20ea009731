(* Graph search on adjacency lists: BFS and DFS *)
val graph : (int * int list) list =
  [ (1, [2, 3]), (2, [4]), (3, [4, 5]), (4, [6]), (5, [6]), (6, []), (7, [1]) ]

fun neighbors v =
  case List.find (fn (u, _) => u = v) graph of
      SOME (_, ns) => ns
    | NONE => []

fun mem (x, xs) = List.exists (fn y => y = x) xs

fun bfs start =
  let
    fun loop ([], visited) = rev visited
      | loop (v :: queue, visited) =
          if mem (v, visited) then loop (queue, visited)
          else loop (queue @ neighbors v, v :: visited)
  in loop ([start], []) end

fun dfs start =
  let
    fun visit (v, visited) =
      if mem (v, visited) then visited
      else foldl visit (v :: visited) (neighbors v)
  in rev (visit (start, [])) end

fun path (src, dst) =
  let
    fun go ([], _) = NONE
      | go ((v :: p) :: rest, seen) =
          if v = dst then SOME (rev (v :: p))
          else if mem (v, seen) then go (rest, seen)
          else go (rest @ map (fn n => n :: v :: p) (neighbors v), v :: seen)
      | go ([] :: rest, seen) = go (rest, seen)
  in go ([[src]], []) end

fun sl xs = String.concatWith " " (map Int.toString xs)
val () = print ("bfs from 1: " ^ sl (bfs 1) ^ "\n")
val () = print ("dfs from 1: " ^ sl (dfs 1) ^ "\n")
val () = print ("bfs from 7: " ^ sl (bfs 7) ^ "\n")
val () = print ("path 1->6: " ^ (case path (1, 6) of SOME p => sl p | NONE => "none") ^ "\n")
val () = print ("path 6->1: " ^ (case path (6, 1) of SOME p => sl p | NONE => "none") ^ "\n")
