% N-queens by generate-and-test: every permutation of 1..N is generated
% and then checked, the slowest classic formulation.
:- initialization(main, main).

queens(N, Qs) :-
    numlist_(1, N, Ns),
    perm(Ns, Qs),
    safe(Qs).

numlist_(I, N, []) :- I > N, !.
numlist_(I, N, [I|T]) :- I1 is I + 1, numlist_(I1, N, T).

perm([], []).
perm(L, [H|T]) :- sel(H, L, R), perm(R, T).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).

no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :-
    Q =\= Q1 + D,
    Q =\= Q1 - D,
    D1 is D + 1,
    no_attack(Q, Qs, D1).

count(N, C) :- findall(Q, queens(N, Q), L), length(L, C).

main :-
    queens(6, Q6), write(first6=Q6), nl,
    findall(Q, queens(5, Q), L5), write(L5), nl,
    count(4, C4), count(6, C6), count(7, C7),
    write(counts(C4, C6, C7)), nl,
    ( queens(3, _) -> write(three_has_solution) ; write(three_has_none) ), nl.
