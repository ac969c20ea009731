(* Tic-tac-toe winner detection *)
datatype cell = X | O | Blank

type board = cell list   (* 9 cells, row-major *)

val lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

fun winner (b : board) =
  let
    fun lineWinner [i, j, k] =
          let val a = List.nth (b, i)
          in if a <> Blank andalso a = List.nth (b, j) andalso a = List.nth (b, k) then SOME a else NONE end
      | lineWinner _ = NONE
  in
    case List.mapPartial lineWinner lines of
        w :: _ => SOME w
      | [] => NONE
  end

fun cellChar X = "X" | cellChar O = "O" | cellChar Blank = "."

fun printBoard b =
  let fun go (_, []) = ()
        | go (i, c :: cs) = (print (cellChar c ^ (if i mod 3 = 2 then "\n" else " ")); go (i + 1, cs))
  in go (0, b) end

fun status b =
  case winner b of
      SOME X => "X wins"
    | SOME O => "O wins"
    | _ => if List.exists (fn c => c = Blank) b then "in progress" else "draw"

val boards =
  [ [X, X, X, O, O, Blank, Blank, Blank, Blank],
    [O, X, X, X, O, Blank, X, Blank, O],
    [X, O, X, X, O, O, O, X, X],
    [X, Blank, O, Blank, Blank, Blank, Blank, Blank, Blank] ]

val () = List.app (fn b => (printBoard b; print (status b ^ "\n\n"))) boards
