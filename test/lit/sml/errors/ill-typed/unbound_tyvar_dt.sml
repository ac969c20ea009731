datatype t = A of 'a
