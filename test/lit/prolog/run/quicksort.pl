% Quicksort: partition with append, and with a difference-list
% accumulator (no append), on a pseudo-random list of 2000 integers.
:- initialization(main, main).

partition([], _, [], []).
partition([X|Xs], P, [X|Ls], Bs) :- X =< P, !, partition(Xs, P, Ls, Bs).
partition([X|Xs], P, Ls, [X|Bs]) :- partition(Xs, P, Ls, Bs).

qsort([], []).
qsort([P|Xs], S) :-
    partition(Xs, P, Ls, Bs), qsort(Ls, SL), qsort(Bs, SB), app(SL, [P|SB], S).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

qsort_dl(L, S) :- qsort_dl(L, S, []).
qsort_dl([], S, S).
qsort_dl([P|Xs], S, S0) :-
    partition(Xs, P, Ls, Bs), qsort_dl(Ls, S, [P|S1]), qsort_dl(Bs, S1, S0).

rand_list(0, _, []) :- !.
rand_list(N, Seed, [X|Xs]) :-
    Seed1 is (Seed * 16807) mod 2147483647,
    X is Seed1 mod 10000, N1 is N - 1, rand_list(N1, Seed1, Xs).

sorted([]).
sorted([_]).
sorted([A, B|T]) :- A =< B, sorted([B|T]).

take(0, _, []) :- !.
take(N, [X|Xs], [X|Ys]) :- N1 is N - 1, take(N1, Xs, Ys).

main :-
    qsort([27, 74, 17, 33, 94, 18, 46, 83, 65, 2, 32, 53, 28, 85, 99, 47, 28, 82, 6, 11, 55, 29, 39, 81, 90, 37, 10, 0, 66, 51, 7, 21, 85, 27, 31, 63, 75, 4, 95, 99, 11, 28, 61, 74, 18, 92, 40, 53, 59, 8], S0),
    write(S0), nl,
    rand_list(2000, 42, L),
    qsort(L, S1), qsort_dl(L, S2),
    ( S1 == S2 -> write(same) ; write(differ) ), nl,
    ( sorted(S1) -> write(sorted) ; write(unsorted) ), nl,
    msort(L, S3), ( S3 == S1 -> write(agrees_with_msort) ; write(disagrees) ), nl,
    take(10, S1, First), write(First), nl,
    qsort([], E), write(E), nl.
