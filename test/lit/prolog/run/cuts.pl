% Cut-heavy code: max with cut (green and red), once/1, \+, if-then-else,
% cut inside disjunctions and inside if-then-else branches, cut local to
% call/1 and \+, cut in a clause with later alternatives.
:- initialization(main, main).

max(X, Y, X) :- X >= Y, !.
max(_, Y, Y).

% red cut: only correct when called with the third argument unbound
max_red(X, Y, Z) :- X >= Y, !, Z = X.
max_red(_, Y, Y).

classify(N, neg) :- N < 0, !.
classify(0, zero) :- !.
classify(N, small) :- N < 10, !.
classify(_, big).

gen(1). gen(2). gen(3). gen(4).

first_even(X) :- gen(X), X mod 2 =:= 0, !.

% cut inside a disjunction cuts the whole clause
d(X) :- ( gen(X), X > 1, ! ; X = none ).
d(last).

% cut in the then-branch of an if-then-else is the clause's cut
ite(X, R) :- ( X > 2 -> gen(R), R > 1, ! ; R = small ).
ite(_, other).

% the cut inside call/1 is local to it
local_cut(L) :- findall(X, (gen(X), call((gen(Y), Y >= X, !))), L).

% \+ is opaque to cut
nocut(L) :- findall(X, (gen(X), \+ (gen(Y), Y > X, !, fail)), L).

% once/1
once_test(L) :- findall(X-Y, (gen(X), once((gen(Y), Y > X))), L).

% if-then without else fails when the condition fails
it(X, R) :- ( X > 2 -> R = big ), !.
it(_, fallback).

% negation as failure
not_member(_, []).
not_member(X, [Y|T]) :- X \== Y, not_member(X, T).

collect(G, T) :- findall(T, G, L), write(L), nl.

count_to(N, N) :- !.
count_to(I, N) :- I1 is I + 1, count_to(I1, N).

main :-
    max(3, 5, M1), max(9, 2, M2), write(max(M1, M2)), nl,
    ( max_red(5, 3, 3) -> write(red_cut_wrong) ; write(red_cut_right) ), nl,
    ( max(5, 3, 3) -> write(max_wrong) ; write(max_right) ), nl,
    collect((member(N, [-5, 0, 7, 12]), classify(N, C)), N-C),
    collect(first_even(E), E),
    collect(d(X), X),
    collect(ite(5, R), R), collect(ite(1, R2), R2),
    local_cut(LC), write(LC), nl,
    nocut(NC), write(NC), nl,
    once_test(OT), write(OT), nl,
    collect(it(3, I1), I1), collect(it(1, I2), I2),
    ( \+ member(z, [a, b]) -> write(z_absent) ; write(z_present) ), nl,
    ( not_member(b, [a, b, c]) -> write(yes) ; write(no) ), nl,
    collect((member(A, [1, 2, 3]), ( A =:= 2 -> B = two ; B = other )), A/B),
    collect((gen(G1), ( G1 < 3 ; G1 > 3 )), G1),
    collect(( gen(G2), ( G2 =:= 2, ! ; true ) ), G2),
    count_to(0, 100000), write(counted), nl.
