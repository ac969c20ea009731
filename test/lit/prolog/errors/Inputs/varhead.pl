:- initialization(main, main).
X :- write(X).
main :- write(hi), nl.
