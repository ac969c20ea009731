% A benchmark-shaped program small enough for bench-smoke.test.
:- initialization(main, main).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

loop(0) :- !.
loop(N) :- \+ \+ nrev([a, b, c, d, e, f, g, h], _), N1 is N - 1, loop(N1).

main :- loop(200), nrev([1, 2, 3], R), write(R), nl.
