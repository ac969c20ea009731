% findall/3, between/3, length/2 (checking and generating), forall/2, and
% failure-driven loops.
:- initialization(main, main).

sq(X, Y) :- Y is X * X.

pythag(N, A-B-C) :-
    between(1, N, A), between(A, N, B), between(B, N, C),
    A * A + B * B =:= C * C.

main :-
    findall(X, between(1, 10, X), L1), write(L1), nl,
    findall(Y, (between(1, 10, X), X mod 3 =:= 0, sq(X, Y)), L2), write(L2), nl,
    findall(X-Y, (member(X, [a, b]), member(Y, [1, 2, 3])), L3), write(L3), nl,
    findall(X, fail, L4), write(L4), nl,
    findall(T, pythag(30, T), L5), write(L5), nl,
    length(L5, N5), write(N5), nl,
    length([a, b, c], N), write(len(N)), nl,
    length(L6, 3), write(gen_len_ok), nl, L6 = [p, q, r], write(L6), nl,
    ( length([a], 2) -> write(yes) ; write(no) ), nl,
    findall(K, (between(0, 4, K), length(_, K)), L7), write(L7), nl,
    ( between(1, 3, 5) -> write(in) ; write(out) ), nl,
    ( between(1, 3, 3) -> write(in) ; write(out) ), nl,
    findall(X, between(5, 4, X), L8), write(L8), nl,
    ( forall(member(X, [2, 4, 6]), X mod 2 =:= 0) -> write(all_even) ; write(not_all_even) ), nl,
    ( forall(member(X, [2, 5, 6]), X mod 2 =:= 0) -> write(all_even) ; write(not_all_even) ), nl,
    ( between(1, 5, X), write(X), write(' '), fail ; nl ),
    findall(L-S, (between(1, 6, L), length(Lst, L), S = Lst, fail ; L = end, S = none), L9),
    write(L9), nl,
    findall(X, (member(X, [c, a, b, a]), X \== a), L10), write(L10), nl,
    findall(Xs, (between(1, 3, M), findall(Z, between(1, M, Z), Xs)), L11), write(L11), nl,
    aggregate_sum(100, S100), write(sum(S100)), nl.

aggregate_sum(N, S) :- findall(X, between(1, N, X), L), sum_(L, 0, S).
sum_([], S, S).
sum_([X|Xs], A, S) :- A1 is A + X, sum_(Xs, A1, S).
