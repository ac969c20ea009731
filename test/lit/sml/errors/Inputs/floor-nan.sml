val n = floor (0.0 / 0.0)
