% N-queens with pruning: each queen is checked against the placed ones as
% soon as it is chosen.
:- initialization(main, main).

queens(N, Qs) :- numlist_(1, N, Ns), place(Ns, [], Qs).

numlist_(I, N, []) :- I > N, !.
numlist_(I, N, [I|T]) :- I1 is I + 1, numlist_(I1, N, T).

place([], Qs, Qs).
place(Unplaced, Safe, Qs) :-
    sel(Q, Unplaced, Rest),
    \+ attacks(Q, Safe, 1),
    place(Rest, [Q|Safe], Qs).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

attacks(Q, [Q1|_], D) :- Q =:= Q1 + D.
attacks(Q, [Q1|_], D) :- Q =:= Q1 - D.
attacks(Q, [_|Qs], D) :- D1 is D + 1, attacks(Q, Qs, D1).

count(N, C) :- findall(x, queens(N, _), L), length(L, C).

print_board(Qs) :-
    length(Qs, N),
    forall(member(Q, Qs), (row(1, N, Q), nl)).

row(I, N, _) :- I > N, !.
row(I, N, Q) :- ( I =:= Q -> write('Q') ; write('.') ), I1 is I + 1, row(I1, N, Q).

main :-
    queens(8, Q8), write(Q8), nl,
    print_board(Q8),
    count(8, C8), write(solutions(8, C8)), nl,
    forall(between(1, 7, N), (count(N, C), write(N-C), write(' '))), nl.
