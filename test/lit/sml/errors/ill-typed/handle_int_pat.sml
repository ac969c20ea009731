val x = 1 handle 0 => 2
