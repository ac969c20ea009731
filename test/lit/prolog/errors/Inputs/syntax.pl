:- initialization(main, main).
main :- write(hi)), nl.
