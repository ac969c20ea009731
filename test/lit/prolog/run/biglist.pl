% A list of 10^6 elements built and walked by recursive predicates: the
% build is last-call recursive, the length is not (10^6 frames deep), the
% sum and the maximum use accumulators; a 10^5 prefix is mapped and
% filtered.
:- initialization(main, main).

build(0, []) :- !.
build(N, [N|T]) :- N1 is N - 1, build(N1, T).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.

sum([], S, S).
sum([X|Xs], S0, S) :- S1 is S0 + X, sum(Xs, S1, S).

double_all([], []).
double_all([X|Xs], [Y|Ys]) :- Y is 2 * X, double_all(Xs, Ys).

evens([], []).
evens([X|Xs], Ys) :- ( X mod 2 =:= 0 -> Ys = [X|Ys1] ; Ys = Ys1 ), evens(Xs, Ys1).

prefix(0, _, []) :- !.
prefix(N, [X|Xs], [X|Ys]) :- N1 is N - 1, prefix(N1, Xs, Ys).

max_of([X|Xs], M) :- max_of(Xs, X, M).
max_of([], M, M).
max_of([X|Xs], M0, M) :- ( X > M0 -> max_of(Xs, X, M) ; max_of(Xs, M0, M) ).

main :-
    build(1000000, L),
    len(L, N), write(length(N)), nl,
    sum(L, 0, S), write(sum(S)), nl,
    prefix(100000, L, P),
    double_all(P, D), sum(D, 0, SD), write(doubled_sum(SD)), nl,
    evens(P, E), len(E, NE), write(evens(NE)), nl,
    max_of(L, M), write(max(M)), nl,
    L = [First|_], last(L, Last), write(First-Last), nl.
