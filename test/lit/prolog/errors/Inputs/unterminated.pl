:- initialization(main, main).
main :- write('hello), nl.
