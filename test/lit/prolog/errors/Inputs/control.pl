:- initialization(main, main).
main :- write(hi), nl.
(A, B) :- A, B.
