:- write(one), nl.
:- throw(foo).
:- write(two), nl.
:- initialization(main, main).
main :- write(main), nl.
