% tak: Takeuchi's function, the classic tak(24, 16, 8) (deep recursion and
% integer arithmetic, no backtracking after the cut), ITER times.
:- initialization(main, main).

tak(X, Y, Z, A) :- X =< Y, !, Z = A.
tak(X, Y, Z, A) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    tak(X1, Y, Z, A1),
    tak(Y1, Z, X, A2),
    tak(Z1, X, Y, A3),
    tak(A1, A2, A3, A).

iterations(3).

loop(0) :- !.
loop(N) :- \+ \+ tak(24, 16, 8, _), N1 is N - 1, loop(N1).

main :- iterations(I), loop(I), tak(24, 16, 8, A), write(A), nl.
