% Path finding in a directed graph (with cycles) by depth-first search with
% a visited list; all acyclic paths, the shortest by iterative deepening,
% and reachability.
:- initialization(main, main).

edge(a, b). edge(a, c). edge(b, d). edge(c, d). edge(d, e).
edge(e, b). edge(c, f). edge(f, g). edge(g, c). edge(e, h).
edge(h, i). edge(i, h). edge(g, i).

path(X, Y, P) :- path(X, Y, [X], Q), reverse_(Q, [], P).
path(X, X, V, V).
path(X, Y, V, P) :- edge(X, Z), \+ memb(Z, V), path(Z, Y, [Z|V], P).

memb(X, [X|_]) :- !.
memb(X, [_|T]) :- memb(X, T).

reverse_([], A, A).
reverse_([H|T], A, R) :- reverse_(T, [H|A], R).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.

% shortest: the first path found with at most D edges, D = 0, 1, 2, ...
shortest(X, Y, P) :- between(0, 20, D), bounded(X, Y, D, [X], Q), !, reverse_(Q, [], P).
bounded(X, X, _, V, V).
bounded(X, Y, D, V, P) :- D > 0, edge(X, Z), \+ memb(Z, V), D1 is D - 1, bounded(Z, Y, D1, [Z|V], P).

reachable(X, Set) :- reach([X], [], R), msort(R, Set).
reach([], Seen, Seen).
reach([N|Ns], Seen, R) :-
    (   memb(N, Seen) -> reach(Ns, Seen, R)
    ;   findall(M, edge(N, M), Ms), append(Ns, Ms, Next), reach(Next, [N|Seen], R)
    ).

main :-
    findall(P, path(a, i, P), Ps),
    forall(member(P, Ps), (write(P), nl)),
    length(Ps, N), write(paths(N)), nl,
    findall(L, (member(P, Ps), len(P, L)), Ls), write(lengths(Ls)), nl,
    shortest(a, i, S), write(shortest(S)), nl,
    shortest(b, i, S2), write(shortest(S2)), nl,
    ( shortest(i, a, S3) -> write(S3) ; write(no_path(i, a)) ), nl,
    reachable(f, R), write(reachable(f, R)), nl,
    reachable(h, R2), write(reachable(h, R2)), nl.
