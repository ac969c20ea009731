:- write(one), nl.
:- atom_length(_, _).
:- write(two), nl.
:- atom_length(f(x), _).
:- throw(error(type_error(integer, abc), _)).
:- no_such(1).
:- write(three), nl.
:- initialization(main, main).
main :- write(main), nl.
