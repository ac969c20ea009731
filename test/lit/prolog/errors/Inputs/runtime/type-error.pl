:- initialization(main, main).
main :- write(before), nl, atom_length(123456, L), write(L), nl, atom_length(f(x), _).
