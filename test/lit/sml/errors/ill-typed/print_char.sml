val () = print #"a"
