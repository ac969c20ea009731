:- initialization(main, main).
mk(0, a) :- !.
mk(N, g(T, b)) :- N1 is N - 1, mk(N1, T).
main :- mk(3000000, T), mk(3000000, U), write(built), nl,
    ( T == U -> write(same) ; write(different) ), nl,
    T = U, write(unified), nl,
    copy_term(T, _), write(copied), nl,
    compare(O, T, U), write(O), nl, write(T), nl.
