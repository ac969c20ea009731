% Symbolic differentiation (the classic deriv benchmark's rules) with a
% simplifier, applied to a few expressions in x.
:- initialization(main, main).

d(U + V, X, DU + DV) :- !, d(U, X, DU), d(V, X, DV).
d(U - V, X, DU - DV) :- !, d(U, X, DU), d(V, X, DV).
d(U * V, X, DU * V + U * DV) :- !, d(U, X, DU), d(V, X, DV).
d(U / V, X, (DU * V - U * DV) / (^(V, 2))) :- !, d(U, X, DU), d(V, X, DV).
d(^(U, N), X, DU * N * ^(U, N1)) :- !, integer(N), N1 is N - 1, d(U, X, DU).
d(-U, X, -DU) :- !, d(U, X, DU).
d(exp(U), X, exp(U) * DU) :- !, d(U, X, DU).
d(log(U), X, DU / U) :- !, d(U, X, DU).
d(X, X, 1) :- !.
d(_, _, 0).

simp(E, S) :- simp1(E, S1), ( S1 == E -> S = E ; simp(S1, S) ).

simp1(A + B, S) :- !, simp1(A, SA), simp1(B, SB), plus_(SA, SB, S).
simp1(A - B, S) :- !, simp1(A, SA), simp1(B, SB), minus_(SA, SB, S).
simp1(A * B, S) :- !, simp1(A, SA), simp1(B, SB), times_(SA, SB, S).
simp1(A / B, S) :- !, simp1(A, SA), simp1(B, SB), ( SB == 1 -> S = SA ; S = SA / SB ).
simp1(^(A, N), S) :- !, simp1(A, SA), ( N == 1 -> S = SA ; N == 0 -> S = 1 ; S = ^(SA, N) ).
simp1(-A, S) :- !, simp1(A, SA), ( integer(SA) -> S is -SA ; S = -SA ).
simp1(exp(A), exp(SA)) :- !, simp1(A, SA).
simp1(log(A), log(SA)) :- !, simp1(A, SA).
simp1(E, E).

plus_(A, B, S) :- integer(A), integer(B), !, S is A + B.
plus_(0, B, B) :- !.
plus_(A, 0, A) :- !.
plus_(A, B, A + B).
minus_(A, B, S) :- integer(A), integer(B), !, S is A - B.
minus_(A, 0, A) :- !.
minus_(A, B, A - B).
times_(A, B, S) :- integer(A), integer(B), !, S is A * B.
times_(0, _, 0) :- !.
times_(_, 0, 0) :- !.
times_(1, B, B) :- !.
times_(A, 1, A) :- !.
times_(A, B, A * B).

% the four expressions of the classic benchmark
ops8(E) :- E = (x + 1) * ((^(x, 2) + 2) * (^(x, 3) + 3)).
divide10(E) :- E = x / x / x / x / x / x / x / x / x / x.
log10(E) :- E = log(log(log(log(log(log(log(log(log(log(x)))))))))).
times10(E) :- E = x * x * x * x * x * x * x * x * x * x.

show(E) :- d(E, x, D), simp(D, S), write(d(E)), nl, write('  = '), write(D), nl, write('  ~ '), write(S), nl.

main :-
    ops8(A), show(A),
    divide10(B), d(B, x, DB), write(DB), nl,
    log10(C), show(C),
    times10(T), show(T),
    show(3 * ^(x, 4) - 2 * x + 7),
    show(exp(x * x)),
    show(-(x * y)),
    show(x / (1 + x)).
