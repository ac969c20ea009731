:- initialization(main, main).
main :- write(before), nl, X is Y + 1, write(X), nl.
