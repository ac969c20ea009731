fun isZero n = case n of "0" => true | _ => false
val b = isZero 0
