x("ab").
:- set_prolog_flag(double_quotes, codes).
x("ab", `c`, "").
:- set_prolog_flag(double_quotes, chars).
x("aé").
:- set_prolog_flag(double_quotes, atom).
x("a b", "").
:- set_prolog_flag(double_quotes, string).
x("a").
