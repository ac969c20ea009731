% cut-pops.test: a neck cut (max/3: only bindings since the clause began)
% and a cut after a call (first/1: the markers of mem/2's boxes are dead).
:- initialization(main, main).

max(X, Y, X) :- X >= Y, !.
max(_, Y, Y).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

first(X) :- mem(X, [3, 1, 2]), !.

main :-
    max(1, 2, A), max(4, 3, B), write(A-B), nl,
    first(F), write(F), nl,
    ( first(5) -> write(yes) ; write(no) ), nl.
