% byrd_lib.pl - library(lists) and library(apply) predicates in plain
% Prolog, for byrd_ports.pl: a program that calls one of these without
% defining it gets these clauses, interpreted and counted like its own
% predicates (append/3 is reported as append/3). A predicate the program
% defines itself replaces the library's.
%
% These are the textbook definitions, one predicate each (SWI's own
% library splits several into helpers such as member_/3 and uses
% must_be/2 checks), so their port counts are those of the clauses below.
% Counts of library predicates agree with prologc's only if prologc's
% library has the same clauses; the program's own predicates do not depend
% on this (the calls a library predicate makes back into the program -
% maplist's, foldl's - are the same in any correct definition).

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

member(X, [X|_]).
member(X, [_|T]) :- member(X, T).

reverse(L, R) :- reverse_(L, [], R).
reverse_([], R, R).
reverse_([H|T], A, R) :- reverse_(T, [H|A], R).

nth0(I, L, E) :- integer(I), !, I >= 0, nth_det(I, L, E).
nth0(I, L, E) :- var(I), nth_gen(L, E, 0, I).
nth1(I, L, E) :- integer(I), !, I >= 1, I0 is I - 1, nth_det(I0, L, E).
nth1(I, L, E) :- var(I), nth_gen(L, E, 1, I).
nth_det(0, [E|_], E) :- !.
nth_det(I, [_|T], E) :- I1 is I - 1, nth_det(I1, T, E).
nth_gen([E|_], E, B, B).
nth_gen([_|T], E, B0, B) :- B1 is B0 + 1, nth_gen(T, E, B1, B).

last([X], X) :- !.
last([_|T], X) :- last(T, X).

select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).

sum_list(L, S) :- sum_list_(L, 0, S).
sum_list_([], S, S).
sum_list_([X|Xs], S0, S) :- S1 is S0 + X, sum_list_(Xs, S1, S).

max_list([X|Xs], M) :- max_list_(Xs, X, M).
max_list_([], M, M).
max_list_([X|Xs], M0, M) :- M1 is max(M0, X), max_list_(Xs, M1, M).

min_list([X|Xs], M) :- min_list_(Xs, X, M).
min_list_([], M, M).
min_list_([X|Xs], M0, M) :- M1 is min(M0, X), min_list_(Xs, M1, M).

numlist(L, H, []) :- L > H, !.
numlist(L, H, [L|T]) :- L1 is L + 1, numlist(L1, H, T).

include(_, [], []).
include(P, [X|Xs], R) :- ( call(P, X) -> R = [X|R1] ; R = R1 ), include(P, Xs, R1).

exclude(_, [], []).
exclude(P, [X|Xs], R) :- ( call(P, X) -> R = R1 ; R = [X|R1] ), exclude(P, Xs, R1).

partition(_, [], [], []).
partition(P, [X|Xs], I, E) :-
    ( call(P, X) -> I = [X|I1], E = E1 ; I = I1, E = [X|E1] ), partition(P, Xs, I1, E1).

maplist(_, []).
maplist(P, [A|As]) :- call(P, A), maplist(P, As).
maplist(_, [], []).
maplist(P, [A|As], [B|Bs]) :- call(P, A, B), maplist(P, As, Bs).
maplist(_, [], [], []).
maplist(P, [A|As], [B|Bs], [C|Cs]) :- call(P, A, B, C), maplist(P, As, Bs, Cs).
maplist(_, [], [], [], []).
maplist(P, [A|As], [B|Bs], [C|Cs], [D|Ds]) :- call(P, A, B, C, D), maplist(P, As, Bs, Cs, Ds).

foldl(_, [], V, V).
foldl(P, [X|Xs], V0, V) :- call(P, X, V0, V1), foldl(P, Xs, V1, V).
foldl(_, [], [], V, V).
foldl(P, [X|Xs], [Y|Ys], V0, V) :- call(P, X, Y, V0, V1), foldl(P, Xs, Ys, V1, V).
