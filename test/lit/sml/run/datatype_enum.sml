(* enumeration datatypes: nullary constructors, pattern matching, equality, conversions and cyclic successor
RUN: %smlc -O0 %s -o %t0 && env SML_NURSERY_KB=16 %t0 > %t0.out && diff %S/Inputs/datatype_enum.out %t0.out
RUN: %smlc -O2 %s -o %t2 && %t2 > %t2.out && diff %S/Inputs/datatype_enum.out %t2.out
RUN: %smlc -p -O2 %s -o %t3 && env CCPROF_FILE=%t3.prof %t3 > %t3.out && diff %S/Inputs/datatype_enum.out %t3.out
*)
datatype day = Mon | Tue | Wed | Thu | Fri | Sat | Sun
datatype suit = Clubs | Diamonds | Hearts | Spades

fun dayName Mon = "Monday"
  | dayName Tue = "Tuesday"
  | dayName Wed = "Wednesday"
  | dayName Thu = "Thursday"
  | dayName Fri = "Friday"
  | dayName Sat = "Saturday"
  | dayName Sun = "Sunday"

fun next Mon = Tue | next Tue = Wed | next Wed = Thu | next Thu = Fri
  | next Fri = Sat | next Sat = Sun | next Sun = Mon

fun isWeekend Sat = true
  | isWeekend Sun = true
  | isWeekend _ = false

fun toInt d =
  case d of Mon => 0 | Tue => 1 | Wed => 2 | Thu => 3 | Fri => 4 | Sat => 5 | Sun => 6

fun fromInt n =
  case n mod 7 of 0 => Mon | 1 => Tue | 2 => Wed | 3 => Thu | 4 => Fri | 5 => Sat | _ => Sun

fun iterate f 0 x = x
  | iterate f n x = iterate f (n - 1) (f x)

val week = List.tabulate (7, fromInt)
val _ = app (fn d => print (dayName d ^ " #" ^ Int.toString (toInt d) ^
                            (if isWeekend d then " weekend" else " weekday") ^ "\n")) week
val _ = print ("100 days after Wed: " ^ dayName (iterate next 100 Wed) ^ "\n")
val _ = print ("fromInt ~1: " ^ dayName (fromInt ~1) ^ "\n")
val _ = print ("next Sun = Mon: " ^ (if next Sun = Mon then "yes" else "no") ^ "\n")
val _ = print ("Tue <> Thu: " ^ (if Tue <> Thu then "yes" else "no") ^ "\n")
val _ = print ("weekend days: " ^ Int.toString (length (List.filter isWeekend week)) ^ "\n")

fun suitName s = case s of Clubs => "C" | Diamonds => "D" | Hearts => "H" | Spades => "S"
fun isRed Diamonds = true | isRed Hearts = true | isRed _ = false
val suits = [Clubs, Diamonds, Hearts, Spades]
val deck = foldr (fn (s, acc) => map (fn r => (r, s)) [1, 11, 12, 13] @ acc) [] suits
fun cardName (r, s) =
  (case r of 1 => "A" | 11 => "J" | 12 => "Q" | 13 => "K" | n => Int.toString n) ^ suitName s
val _ = print (String.concat (map (fn c => cardName c ^ " ") deck) ^ "\n")
val _ = print ("red cards: " ^ Int.toString (length (List.filter (fn (_, s) => isRed s) deck)) ^ "\n")

(* a traffic light state machine *)
datatype light = RedL | RedAmber | GreenL | Amber
fun step RedL = RedAmber | step RedAmber = GreenL | step GreenL = Amber | step Amber = RedL
fun lightName l = case l of RedL => "red" | RedAmber => "red+amber" | GreenL => "green" | Amber => "amber"
fun run l 0 = print (lightName l ^ "\n")
  | run l n = (print (lightName l ^ " -> "); run (step l) (n - 1))
val _ = run RedL 6
fun countTo target l n = if l = target then n else countTo target (step l) (n + 1)
val _ = print ("steps from green to red+amber: " ^ Int.toString (countTo RedAmber GreenL 0) ^ "\n")
