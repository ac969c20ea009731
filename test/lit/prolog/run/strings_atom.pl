% Double-quoted text as atoms (double_quotes = atom): "..." is the same
% atom as '...', usable as a functor and in atom_length/atom_concat.
:- initialization(main, main).
:- set_prolog_flag(double_quotes, atom).

greet(Name, G) :- atom_concat("hello, ", Name, G).

main :-
    X = "abc", write(X), nl,
    ( X == abc -> write(same_atom) ; write(different) ), nl,
    ( atom(X) -> write(is_atom) ; write(not_atom) ), nl,
    greet("world", G), write(G), nl, writeq(G), nl,
    atom_length("twelve chars", L), write(L), nl,
    atom_codes("hi", C), write(C), nl,
    T =.. ["f", 1, "two"], writeq(T), nl,
    writeq(["A", "b c", ""]), nl,
    sub_atom("prolog", 0, 3, _, S), write(S), nl,
    findall(P, member(P, ["x", "y"]), Ps), write(Ps), nl.
