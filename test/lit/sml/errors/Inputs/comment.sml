(* unclosed (* nested *)
val x = 1
