% msort/2, sort/2 (removes duplicates), keysort/2 (stable), the standard
% order of terms across types, and compare/3.
:- initialization(main, main).

main :-
    msort([b, a, c, a], M), write(M), nl,
    sort([b, a, c, a], S), write(S), nl,
    msort([f(b), 3, a, g(a, b), f(a), -1, [1], zed, 2, foo(z), f(a, a)], O), print(O), nl,
    sort([3-c, 1-a, 2-b, 1-a], S2), write(S2), nl,
    keysort([b-1, a-2, b-0, a-1, c-9], K), write(K), nl,
    findall(Ord, (member(X-Y, [1-2, b-a, f(a)-f(a), g(a)-f(a, b), 10-a, f(b)-g(a)]), compare(Ord, X, Y)), Os),
    write(Os), nl,
    ( a @< b -> write(lt) ; write(ge) ), nl,
    ( f(a, b) @> f(b) -> write(gt) ; write(le) ), nl,
    ( 1 @< a -> write(number_first) ; write(atom_first) ), nl,
    ( [a] @> foo -> write(list_after_atom) ; write(list_before_atom) ), nl,
    msort([[c], [a, b], [a], [b, a]], LL), write(LL), nl,
    pairs_sort([c-3, a-1, b-2], P), write(P), nl,
    length(Big, 2000), fill(Big, 2000), msort(Big, BigS), BigS = [F1, F2|_], last_(BigS, Lst),
    write(F1/F2/Lst), nl.

pairs_sort(Ps, Vs) :- keysort(Ps, Sorted), values(Sorted, Vs).
values([], []).
values([_-V|T], [V|Vs]) :- values(T, Vs).

fill([], _).
fill([X|Xs], N) :- X is (N * 7919) mod 2003, N1 is N - 1, fill(Xs, N1).

last_([X], X) :- !.
last_([_|T], X) :- last_(T, X).
