% Takeuchi's function (the tak benchmark), with a call counter threaded
% through as an argument.
:- initialization(main, main).

tak(X, Y, Z, A) :- X =< Y, !, Z = A.
tak(X, Y, Z, A) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    tak(X1, Y, Z, A1),
    tak(Y1, Z, X, A2),
    tak(Z1, X, Y, A3),
    tak(A1, A2, A3, A).

takc(X, Y, Z, A, C0, C) :- C1 is C0 + 1, takc_(X, Y, Z, A, C1, C).
takc_(X, Y, Z, A, C0, C) :- X =< Y, !, Z = A, C = C0.
takc_(X, Y, Z, A, C0, C) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    takc(X1, Y, Z, A1, C0, C1),
    takc(Y1, Z, X, A2, C1, C2),
    takc(Z1, X, Y, A3, C2, C3),
    takc(A1, A2, A3, A, C3, C).

main :-
    tak(18, 12, 6, A), write(tak(18, 12, 6) = A), nl,
    takc(12, 8, 4, B, 0, C), write(tak(12, 8, 4) = B), write(' calls '), write(C), nl,
    tak(3, 2, 1, D), write(D), nl,
    tak(1, 2, 3, E), write(E), nl.
