% N-queens by generate-and-test (test/lit/prolog/run/queens_gt.pl): every
% permutation of 1..N is generated, then checked; all solutions of N = 8,
% rounds(R) times.
% Backtracking-heavy: perm/2 and sel/3 are redone for every permutation,
% safe/1 and no_attack/3 fail on almost all of them.
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

rounds(20).

main :- rounds(R), ( between(1, R, _), findall(Q, queens(8, Q), L), length(L, C), write(C), nl, fail ; true ).
