:- initialization(main, main).
main :- write(x), nl, fail.
