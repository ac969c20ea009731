% Chains of last calls to one predicate, which prologc -p counts the exits
% of with one shared counter while no choice point is newer than it: each
% shape below makes a choice point inside the chain, backtracks into it,
% cuts it away, or throws through it, so that a counter shared when it must
% not be (or not shared when it may) shows in the port counts.
:- initialization(main, main).

% a deterministic chain: one counter for all its exits
count_down(0) :- !.
count_down(N) :- N1 is N - 1, count_down(N1).

% a choice point in every link: member/2 leaves one, the rest of the chain
% runs above it and is run again after each redo
walk([]).
walk([X|Xs]) :- pick(X), walk(Xs).

pick(a).
pick(b).

% a choice point in some links only, cut away by the caller
maybe([]).
maybe([X|Xs]) :- ( X > 2 -> pick(_) ; true ), maybe(Xs).

% a chain reached through call/N and findall/3
steps(N, N, [N]) :- !.
steps(I, N, [I|T]) :- I1 is I + 1, steps(I1, N, T).

% an exception thrown from the end of a chain, caught outside it
deep(0) :- throw(bottom).
deep(N) :- N > 0, N1 is N - 1, deep(N1).

% a chain whose last link fails after exits above it
fails_at(0) :- fail.
fails_at(N) :- N > 0, N1 is N - 1, fails_at(N1).

% a nondeterministic chain: every solution of the innermost link exits the
% whole chain again
nd_chain(0, X) :- pick(X).
nd_chain(N, X) :- N > 0, N1 is N - 1, nd_chain(N1, X).

main :-
    count_down(1000),
    findall(L, (L = [_, _, _], walk(L)), Ls), length(Ls, NL), write(NL), nl,
    ( walk([P, Q]), P == b, Q == a -> write(P-Q) ; write(none) ), nl,
    ( maybe([1, 2, 3, 4, 1]), ! ; true ),
    findall(x, maybe([3, 1, 3]), Ss), length(Ss, NS), write(NS), nl,
    call(steps(1), 5, St), write(St), nl,
    findall(T, steps(2, 4, T), Ts), write(Ts), nl,
    catch(deep(50), E, (write(caught(E)), nl)),
    ( fails_at(20) -> true ; write(failed), nl ),
    findall(X, nd_chain(30, X), Xs), write(Xs), nl,
    ( nd_chain(5, Y), Y == b -> write(Y) ; write(no) ), nl,
    \+ \+ count_down(10),
    forall(between(1, 3, K), count_down(K)).
