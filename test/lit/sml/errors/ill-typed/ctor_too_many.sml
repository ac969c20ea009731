datatype point = P of int * int
val p = P (1, 2, 3)
