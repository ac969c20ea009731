exception Bad of string
val x = (raise Bad "x") handle Bad n => n + 1
