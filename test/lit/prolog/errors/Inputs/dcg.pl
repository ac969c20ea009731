:- initialization(main, main).
greeting --> [hello].
main :- write(hi), nl.
