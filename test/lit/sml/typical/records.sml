(* Records for student data *)
type student = { name : string, id : int, grades : int list }

val students : student list =
  [ { name = "Ann", id = 101, grades = [90, 85, 77] },
    { name = "Bob", id = 102, grades = [60, 72, 58] },
    { name = "Cid", id = 103, grades = [88, 95, 91] },
    { name = "Dee", id = 104, grades = [] } ]

fun average [] = 0
  | average gs = foldl op+ 0 gs div length gs

fun letter avg =
  if avg >= 90 then "A" else if avg >= 80 then "B" else if avg >= 70 then "C"
  else if avg >= 60 then "D" else "F"

fun describe ({ name, id, grades } : student) =
  let val a = average grades
  in name ^ " (#" ^ Int.toString id ^ "): avg " ^ Int.toString a ^ " grade " ^ letter a end

val () = List.app (fn s => print (describe s ^ "\n")) students

val best = foldl (fn (s : student, b : student) =>
                    if average (#grades s) > average (#grades b) then s else b)
                 (hd students) students
val () = print ("best: " ^ #name best ^ "\n")

fun addGrade (s : student, g) = { name = #name s, id = #id s, grades = g :: #grades s }
val dee' = addGrade (List.nth (students, 3), 100)
val () = print (describe dee' ^ "\n")

val point = { x = 3, y = 4 }
val { x = px, y = py } = point
val () = print ("point: " ^ Int.toString px ^ "," ^ Int.toString py ^ " dist^2 = "
                ^ Int.toString (#x point * #x point + #y point * #y point) ^ "\n")
