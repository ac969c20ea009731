val s = "abc
