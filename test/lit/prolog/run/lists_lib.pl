% Predicates of library(lists) and library(apply) (autoloaded by SWI; not
% defined here): member, append, reverse, nth0, nth1, last, msort,
% sum_list, max_list, min_list, exclude, include, maplist/2..4, foldl/4.
:- initialization(main, main).

even(X) :- X mod 2 =:= 0.
double(X, Y) :- Y is 2 * X.
plus3(X, Y, Z) :- Z is X + Y + 3.
sumacc(X, A0, A) :- A is A0 + X.
small(X) :- X < 3.

main :-
    ( member(b, [a, b, c]) -> write(yes) ; write(no) ), nl,
    findall(X, member(X, [x, y, z]), L0), write(L0), nl,
    append([1, 2], [3, 4], L1), write(L1), nl,
    findall(A+B, append(A, B, [1, 2, 3]), L2), write(L2), nl,
    append(P, [c], [a, b, c]), write(P), nl,
    reverse([1, 2, 3, 4], R), write(R), nl,
    nth0(1, [a, b, c], E0), nth1(1, [a, b, c], E1), write(E0/E1), nl,
    findall(I-E, nth1(I, [p, q, r], E), L3), write(L3), nl,
    last([1, 2, 3], La), write(La), nl,
    msort([c, a, b, a, 3, 1, f(x)], M), write(M), nl,
    sum_list([1, 2, 3, 4], S), write(S), nl,
    max_list([3, 9, 2], Mx), min_list([3, 9, 2], Mn), write(Mx/Mn), nl,
    include(even, [1, 2, 3, 4, 5, 6], In), write(In), nl,
    exclude(even, [1, 2, 3, 4, 5, 6], Ex), write(Ex), nl,
    ( maplist(even, [2, 4]) -> write(all_even) ; write(some_odd) ), nl,
    maplist(double, [1, 2, 3], D), write(D), nl,
    maplist(plus3, [1, 2], [10, 20], P3), write(P3), nl,
    foldl(sumacc, [1, 2, 3, 4, 5], 0, F), write(F), nl,
    exclude(small, [5, 1, 4, 2, 3], Big), write(Big), nl,
    length(Vs, 3), maplist(=(z), Vs), write(Vs), nl,
    numlist_(1, 5, NL), sum_list(NL, SN), write(SN), nl,
    append(LL, [_|_], [a, b]), write(LL), nl,
    select(b, [a, b, c], Sel), write(Sel), nl,
    ( memberchk(c, [a, b, c]) -> write(found) ; write(missing) ), nl,
    length([a, b, c, d], Len), write(Len), nl.

numlist_(I, N, []) :- I > N, !.
numlist_(I, N, [I|T]) :- I1 is I + 1, numlist_(I1, N, T).
