fun double (x : int) : string = x * 2
