:- initialization(main, main).
42 :- true.
main :- write(hi), nl.
