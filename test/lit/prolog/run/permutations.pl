% Permutations with select/3 and with insertion, counting the permutations
% of 1..7 both ways, and the derangements of 1..6.
:- initialization(main, main).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).

perm2([], []).
perm2([X|Xs], P) :- perm2(Xs, P1), insert(X, P1, P).
insert(X, L, [X|L]).
insert(X, [H|T], [H|R]) :- insert(X, T, R).

derangement(L, P) :- perm(L, P), no_fixed(L, P).
no_fixed([], []).
no_fixed([X|Xs], [Y|Ys]) :- X \== Y, no_fixed(Xs, Ys).

count(G, N) :- findall(x, G, L), length(L, N).

main :-
    findall(P, perm([a, b, c], P), Ps), write(Ps), nl,
    findall(P, perm2([a, b, c], P), Ps2), write(Ps2), nl,
    count(perm([1, 2, 3, 4, 5, 6, 7], _), C1), write(C1), nl,
    count(perm2([1, 2, 3, 4, 5, 6, 7], _), C2), write(C2), nl,
    count(derangement([1, 2, 3, 4, 5, 6], _), D), write(derangements(D)), nl,
    findall(P, derangement([1, 2, 3, 4], P), D4), write(D4), nl,
    ( perm([1, 2, 3], [3, 1, 2]) -> write(is_perm) ; write(not_perm) ), nl,
    ( perm([1, 2, 3], [3, 1, 1]) -> write(is_perm) ; write(not_perm) ), nl.
