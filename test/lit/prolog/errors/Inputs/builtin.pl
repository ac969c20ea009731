:- initialization(main, main).
write(X) :- format("~w", [X]).
main :- write(hi), nl.
