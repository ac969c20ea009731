(* Date validation and day-of-year *)
type date = { year : int, month : int, day : int }

fun isLeap y = (y mod 4 = 0 andalso y mod 100 <> 0) orelse y mod 400 = 0

fun daysInMonth (y, m) =
  case m of
      2 => if isLeap y then 29 else 28
    | 4 => 30 | 6 => 30 | 9 => 30 | 11 => 30
    | _ => 31

fun valid ({ year, month, day } : date) =
  month >= 1 andalso month <= 12 andalso day >= 1 andalso day <= daysInMonth (year, month)

fun dayOfYear ({ year, month, day } : date) =
  let fun sumMonths m = if m >= month then 0 else daysInMonth (year, m) + sumMonths (m + 1)
  in sumMonths 1 + day end

fun pad2 n = if n < 10 then "0" ^ Int.toString n else Int.toString n
fun show ({ year, month, day } : date) = Int.toString year ^ "-" ^ pad2 month ^ "-" ^ pad2 day

val dates = [ { year = 2024, month = 2, day = 29 }, { year = 2023, month = 2, day = 29 },
              { year = 2000, month = 12, day = 31 }, { year = 1900, month = 3, day = 1 },
              { year = 2021, month = 13, day = 1 }, { year = 2021, month = 4, day = 31 } ]

val () =
  List.app (fn d => print (show d ^ ": " ^
                           (if valid d then "valid, day " ^ Int.toString (dayOfYear d) else "invalid") ^ "\n"))
           dates
val leaps = List.filter isLeap (List.tabulate (30, fn i => 1990 + i))
val () = print ("leap years 1990-2019: " ^ String.concatWith " " (map Int.toString leaps) ^ "\n")
