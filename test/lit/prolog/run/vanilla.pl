% The vanilla meta-interpreter (solve/1 over clause/2) and one that counts
% the resolution steps, running append, naive reverse and a family
% database declared dynamic (clause/2 needs it in ISO Prolog).
:- initialization(main, main).
:- dynamic app/3, nrev/2, parent/2, ancestor/2.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

parent(tom, bob). parent(tom, liz). parent(bob, ann).
parent(bob, pat). parent(pat, jim).
ancestor(X, Y) :- parent(X, Y).
ancestor(X, Y) :- parent(X, Z), ancestor(Z, Y).

solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(G) :- builtin(G), !, call(G).
solve(G) :- clause(G, Body), solve(Body).

builtin(_ is _).
builtin(_ < _).
builtin(write(_)).

% counting steps: solve(Goal, Steps0, Steps)
solve(true, N, N) :- !.
solve((A, B), N0, N) :- !, solve(A, N0, N1), solve(B, N1, N).
solve(G, N0, N) :- builtin(G), !, call(G), N = N0.
solve(G, N0, N) :- clause(G, Body), N1 is N0 + 1, solve(Body, N1, N).

main :-
    solve(app(X, Y, [1, 2])), write(X + Y), nl,
    findall(X1 + Y1, solve(app(X1, Y1, [1, 2, 3])), L), write(L), nl,
    solve(nrev([a, b, c, d], R)), write(R), nl,
    findall(D, solve(ancestor(tom, D)), Ds), write(Ds), nl,
    solve(nrev([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], R10), 0, Steps), write(R10), nl, write(steps(Steps)), nl,
    findall(S, (solve(ancestor(A, jim), 0, S), write(A), write(' ')), Ss), nl, write(Ss), nl,
    ( solve(ancestor(jim, _)) -> write(jim_has_descendants) ; write(jim_has_none) ), nl.
