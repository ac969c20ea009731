(* Shapes with real arithmetic *)
datatype shape =
    Circle of real
  | Rect of real * real
  | Triangle of real * real * real

val pi = Math.pi

fun area (Circle r) = pi * r * r
  | area (Rect (w, h)) = w * h
  | area (Triangle (a, b, c)) =
      let val s = (a + b + c) / 2.0
      in Math.sqrt (s * (s - a) * (s - b) * (s - c)) end

fun perimeter (Circle r) = 2.0 * pi * r
  | perimeter (Rect (w, h)) = 2.0 * (w + h)
  | perimeter (Triangle (a, b, c)) = a + b + c

fun name (Circle _) = "circle"
  | name (Rect _) = "rectangle"
  | name (Triangle _) = "triangle"

fun fmt x = Real.fmt (StringCvt.FIX (SOME 2)) x

val shapes = [Circle 1.0, Rect (3.0, 4.5), Triangle (3.0, 4.0, 5.0), Circle 2.5]
val () =
  List.app (fn s => print (name s ^ ": area " ^ fmt (area s) ^ ", perimeter " ^ fmt (perimeter s) ^ "\n"))
           shapes
val total = foldl (fn (s, acc) => acc + area s) 0.0 shapes
val () = print ("total area: " ^ fmt total ^ "\n")
val biggest = foldl (fn (s, b) => if area s > area b then s else b) (hd shapes) shapes
val () = print ("biggest: " ^ name biggest ^ "\n")
val () = print ("floor/round: " ^ Int.toString (floor total) ^ " " ^ Int.toString (round total) ^ "\n")
val () = print ("real 7 / 2 = " ^ fmt (real 7 / 2.0) ^ "\n")
