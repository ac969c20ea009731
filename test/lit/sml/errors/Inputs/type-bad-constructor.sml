datatype shape = Circle of int | Blob of colour | Empty
exception Bad of reason
fun area (Circle r) = 3 * r * r
  | area (Blob c) = 0
  | area Empty = 0
val b = Blob "red"
val _ = raise Bad 42
val x = area (Circle 2) handle Bad _ => 1
val y : string = area (Blob 1)
