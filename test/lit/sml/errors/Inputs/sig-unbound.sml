structure H : NOSUCH = struct end
