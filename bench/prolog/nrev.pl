% nrev: naive reverse of a 30-element list (496 logical inferences per
% reverse), the classic LIPS benchmark, repeated ITER times.
:- initialization(main, main).

iterations(60000).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I < N, I1 is I + 1, range(I1, N, T).

loop(0, _) :- !.
loop(N, L) :- \+ \+ nrev(L, _), N1 is N - 1, loop(N1, L).

main :-
    iterations(I), range(1, 30, L), loop(I, L),
    nrev(L, R), write(R), nl.
