datatype shape = Circle of int | Square of int
val s = Circle "big"
