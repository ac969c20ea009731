:- initialization(fail).
:- initialization(atom_length(_, _)).
:- initialization(throw(foo)).
:- initialization((write(i4), nl)).
:- initialization(main, main).
main :- write(main), nl.
