% Naive reverse (the classic LIPS benchmark) on lists of 30, repeated;
% app/3 and nrev/2 are the program's own, so every call is a user call.
:- initialization(main, main).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I < N, I1 is I + 1, range(I1, N, T).

repeat_nrev(0, _, R, R) :- !.
repeat_nrev(K, L, _, R) :- nrev(L, R1), K1 is K - 1, repeat_nrev(K1, L, R1, R).

main :-
    range(1, 30, L),
    nrev(L, R), write(R), nl,
    repeat_nrev(300, L, none, R2),
    ( R2 == R -> write(same) ; write(different) ), nl,
    nrev([], E), write(E), nl,
    nrev([a], A), write(A), nl,
    nrev([x, [y, z], f(w)], X), write(X), nl.
