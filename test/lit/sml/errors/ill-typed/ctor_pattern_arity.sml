fun f x = case x of SOME => 1 | NONE => 0
