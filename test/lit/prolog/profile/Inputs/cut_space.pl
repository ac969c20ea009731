% cut-space.test: a deterministic loop that backtracks into sel/3 and cuts,
% 2*10^6 times, under a choice point (\+ \+) that keeps whatever the ports
% leave behind unless the cut removes it.
:- initialization(main, main).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

loop(0) :- !.
loop(N) :- sel(X, [a, b, c, d], _), X == c, !, N1 is N - 1, loop(N1).

main :- \+ \+ loop(2000000), write(done), nl.
