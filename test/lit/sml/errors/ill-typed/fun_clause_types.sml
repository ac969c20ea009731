fun f 0 = "zero"
  | f "one" = "one"
  | f _ = "other"
