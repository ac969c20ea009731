% call/N with closures (partial goals gaining arguments), goals built at
% run time, and higher-order predicates written by the program itself.
:- initialization(main, main).

add(X, Y, Z) :- Z is X + Y.
mul(X, Y, Z) :- Z is X * Y.
pos(X) :- X > 0.
twice(G, X, Z) :- call(G, X, Y), call(G, Y, Z).

my_map(_, [], []).
my_map(P, [X|Xs], [Y|Ys]) :- call(P, X, Y), my_map(P, Xs, Ys).

my_fold(_, [], A, A).
my_fold(P, [X|Xs], A0, A) :- call(P, X, A0, A1), my_fold(P, Xs, A1, A).

my_filter(_, [], []).
my_filter(P, [X|Xs], Ys) :- ( call(P, X) -> Ys = [X|Ys1] ; Ys = Ys1 ), my_filter(P, Xs, Ys1).

compose(F, G, X, Z) :- call(G, X, Y), call(F, Y, Z).

main :-
    call(add(1), 2, A), write(A), nl,
    call(add, 3, 4, B), write(B), nl,
    G = mul(6), call(G, 7, C), write(C), nl,
    twice(add(10), 1, D), write(D), nl,
    twice(twice(mul(2)), 1, E), write(E), nl,
    my_map(add(100), [1, 2, 3], L1), write(L1), nl,
    my_map(compose(add(1), mul(10)), [1, 2, 3], L2), write(L2), nl,
    my_fold(add, [1, 2, 3, 4], 0, S), write(S), nl,
    my_fold(mul, [1, 2, 3, 4, 5], 1, P), write(P), nl,
    my_filter(pos, [3, -1, 0, 5, -7], F), write(F), nl,
    Goal =.. [add, 20, 22, R], call(Goal), write(R), nl,
    call((X = 1 ; X = 2)), write(X), nl,
    findall(Y, call(member, Y, [p, q]), Ys), write(Ys), nl,
    ( call(pos, -1) -> write(positive) ; write(not_positive) ), nl,
    call(write, hello), call(nl),
    call(format, "~w-~w~n", [a, b]),
    Conj = (write(x), write(y)), call(Conj), nl.
