fun describe n = case n of 0 => "zero" | 1 => 1 | _ => "many"
val () = print (describe 2)
