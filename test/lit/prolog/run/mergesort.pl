% Merge sort: split by alternation, merge; stable sort of pairs by key;
% on 3000 pseudo-random integers, checked against msort/2.
:- initialization(main, main).

msort_([], []) :- !.
msort_([X], [X]) :- !.
msort_(L, S) :- split(L, A, B), msort_(A, SA), msort_(B, SB), merge(SA, SB, S).

split([], [], []).
split([X|Xs], [X|Ys], Zs) :- split(Xs, Zs, Ys).

merge([], L, L) :- !.
merge(L, [], L) :- !.
merge([X|Xs], [Y|Ys], [X|Zs]) :- X =< Y, !, merge(Xs, [Y|Ys], Zs).
merge(Xs, [Y|Ys], [Y|Zs]) :- merge(Xs, Ys, Zs).

% by key, stable: split in halves (order kept), take the left on ties
ksort(L, S) :- length(L, N), ( N =< 1 -> S = L ; H is N // 2, halves(H, L, A, B), ksort(A, SA), ksort(B, SB), kmerge(SA, SB, S) ).
halves(0, L, [], L) :- !.
halves(N, [X|Xs], [X|As], Bs) :- N1 is N - 1, halves(N1, Xs, As, Bs).
kmerge([], L, L) :- !.
kmerge(L, [], L) :- !.
kmerge([K1-V1|Xs], [K2-V2|Ys], [K1-V1|Zs]) :- K1 @=< K2, !, kmerge(Xs, [K2-V2|Ys], Zs).
kmerge(Xs, [Y|Ys], [Y|Zs]) :- kmerge(Xs, Ys, Zs).

rand_list(0, _, []) :- !.
rand_list(N, Seed, [X|Xs]) :-
    Seed1 is (Seed * 16807) mod 2147483647,
    X is Seed1 mod 1000, N1 is N - 1, rand_list(N1, Seed1, Xs).

main :-
    msort_([5, 3, 9, 1, 5, 7, 2, 8, 0, 4, 6], S), write(S), nl,
    rand_list(3000, 7, L), msort_(L, S1), msort(L, S2),
    ( S1 == S2 -> write(agrees_with_msort) ; write(disagrees) ), nl,
    S1 = [Min|_], last(S1, Max), write(Min-Max), nl,
    ksort([b-1, a-1, c-1, a-2, b-2, a-3], K), write(K), nl,
    keysort([b-1, a-1, c-1, a-2, b-2, a-3], K2), ( K == K2 -> write(stable_like_keysort) ; write(unstable) ), nl.
