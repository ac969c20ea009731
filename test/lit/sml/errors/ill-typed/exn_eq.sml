val b = Fail "a" = Fail "a"
