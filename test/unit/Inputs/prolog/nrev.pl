% Naive reverse: the classic benchmark (quadratic in the list's length).
app([], L, L).
app([H|T], L, [H|R]) :-
    app(T, L, R).

nrev([], []).
nrev([H|T], R) :-
    nrev(T, RT),
    app(RT, [H], R).

range(N, N, [N]) :- !.
range(I, N, [I|T]) :-
    I < N,
    I1 is I + 1,
    range(I1, N, T).

bench(0) :- !.
bench(K) :-
    range(1, 30, L),
    nrev(L, _),
    K1 is K - 1,
    bench(K1).

:- initialization((bench(1000), nrev([a,b,c], R), write(R), nl)).
