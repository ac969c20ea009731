(* Employee payroll with records and sorting *)
datatype dept = Engineering | Sales | Support

type employee = { name : string, dept : dept, salary : int, years : int }

val staff : employee list =
  [ { name = "Grace", dept = Engineering, salary = 9500, years = 6 },
    { name = "Linus", dept = Engineering, salary = 8700, years = 3 },
    { name = "Ada", dept = Sales, salary = 6200, years = 8 },
    { name = "Alan", dept = Support, salary = 4800, years = 1 },
    { name = "Barbara", dept = Sales, salary = 7100, years = 4 } ]

fun deptName Engineering = "Engineering"
  | deptName Sales = "Sales"
  | deptName Support = "Support"

fun bonus ({ salary, years, ... } : employee) =
  if years >= 5 then salary div 10 else if years >= 3 then salary div 20 else 0

fun raise' pct (e : employee) = { name = #name e, dept = #dept e, salary = #salary e + #salary e * pct div 100, years = #years e }

fun deptTotal d = foldl (fn (e : employee, acc) => if #dept e = d then acc + #salary e else acc) 0 staff

val () = List.app (fn (e : employee) =>
                     print (StringCvt.padRight #" " 8 (#name e) ^ StringCvt.padRight #" " 12 (deptName (#dept e))
                            ^ StringCvt.padLeft #" " 6 (Int.toString (#salary e)) ^ "  bonus "
                            ^ Int.toString (bonus e) ^ "\n")) staff
val () = List.app (fn d => print (deptName d ^ " total: " ^ Int.toString (deptTotal d) ^ "\n"))
                  [Engineering, Sales, Support]
val raised = map (raise' 5) staff
val () = print ("payroll before: " ^ Int.toString (foldl (fn (e : employee, s) => s + #salary e) 0 staff)
                ^ ", after 5% raise: " ^ Int.toString (foldl (fn (e : employee, s) => s + #salary e) 0 raised) ^ "\n")
val senior = List.filter (fn (e : employee) => #years e > 4) staff
val () = print ("senior: " ^ String.concatWith ", " (map #name senior) ^ "\n")
