val x : (int, int) list = []
