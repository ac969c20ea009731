% clause/2 on the program's own (static) predicates, as SWI-Prolog allows
% it: a vanilla meta-interpreter over them; and assert/retract on a static
% predicate: the permission error SWI raises.
:- initialization(main, main).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.

classify(X, small) :- X < 10, !.
classify(X, Size) :- ( X < 100 -> Size = medium ; Size = large ).

% the meta-interpreter: true, conjunction, built-ins run directly, the
% program's predicates through clause/2
solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve(G) :- builtin(G), !, call(G).
solve(H) :- clause(H, B), solve(B).

builtin(_ is _).
builtin(_ < _).
builtin(!).

show(T) :- \+ \+ ( numbervars(T, 0, _), print(T), nl ).

formal(G) :- catch((G, write(succeeded)), error(F, _), write(F)), nl.

main :-
    solve(nrev([1, 2, 3, 4], R)), write(R), nl,
    solve(len([a, b, c], N)), write(N), nl,
    findall(X-Y, solve(app(X, Y, [1, 2])), Splits), write(Splits), nl,
    forall(clause(classify(A, S), Body), show((classify(A, S) :- Body))),
    ( clause(app([], [x], L), true) -> write(L) ; write(none) ), nl,
    findall(B, clause(len(_, _), B), Bodies), length(Bodies, NB), write(NB), nl,
    formal(assertz(app(a, b, c))),
    formal(asserta(len(x, 0))),
    formal(retract(len([], 0))),
    formal(retract(nrev(nothing, here))),
    formal(retractall(classify(_, _))),
    solve(nrev([a, b], R2)), write(R2), nl.
