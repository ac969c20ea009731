structure B = struct end
structure C = G (B)
