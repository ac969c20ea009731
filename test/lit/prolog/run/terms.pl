% Term inspection and construction: functor/3, arg/3, =../2, copy_term/2,
% atom_codes/2, atom_chars/2, atom_length/2, char_code/2, number_codes/2,
% atom_number-free conversions, sub_atom/5, type tests.
:- initialization(main, main).

show(G) :- ( call(G) -> write(G) ; write(failed) ), nl.

% a term walker built from functor/arg: count the nodes
size(T, 1) :- atomic(T), !.
size(T, N) :- functor(T, _, A), size_args(A, T, 1, N).
size_args(0, _, N, N) :- !.
size_args(I, T, N0, N) :- arg(I, T, X), size(X, NX), N1 is N0 + NX, I1 is I - 1, size_args(I1, T, N1, N).

% rename every atom a to b, with =..
subst(a, b) :- !.
subst(T, T) :- atomic(T), !.
subst(T, R) :- T =.. [F|As], subst_list(As, Bs), R =.. [F|Bs].
subst_list([], []).
subst_list([A|As], [B|Bs]) :- subst(A, B), subst_list(As, Bs).

type(X, T) :-
    (   var(X) -> T = var
    ;   integer(X) -> T = integer
    ;   float(X) -> T = float
    ;   atom(X) -> T = atom
    ;   compound(X) -> T = compound
    ;   T = other
    ).

main :-
    show(functor(foo(a, b, c), _, _)),
    functor(T1, point, 3), T1 = point(1, 2, 3), write(T1), nl,
    show(functor(abc, _, _)),
    show(functor(42, _, _)),
    show(functor([a, b], _, _)),
    show(arg(2, f(x, y, z), _)),
    findall(N-A, arg(N, g(p, q, r), A), Args), write(Args), nl,
    show(f(1, 2) =.. _),
    show(_ =.. [h, a, [b]]),
    show(atom =.. _),
    show(7 =.. _),
    copy_term(f(X, Y, X), C), C = f(1, 2, Z), write(Z), nl,
    ( var(X), var(Y) -> write(original_unbound) ; write(original_bound) ), nl,
    show(atom_codes(hello, _)),
    show(atom_codes(_, [0'w, 0'o, 0'r, 0'l, 0'd])),
    show(atom_chars(abc, _)),
    show(atom_chars(_, [x, y])),
    show(atom_length('hello world', _)),
    show(char_code(_, 98)),
    show(char_code(z, _)),
    show(number_codes(_, [0'4, 0'2])),
    show(number_codes(-17, _)),
    show(atom_concat(abc, def, _)),
    findall(B+E, atom_concat(B, E, abc), Splits), write(Splits), nl,
    findall(S, sub_atom(hello, _, 3, _, S), Subs), write(Subs), nl,
    show(sub_atom(hello, 1, 3, _, _)),
    size(f(g(a, b), [1, 2], h(i(j))), Sz), write(size(Sz)), nl,
    subst(f(a, g(a, c), [a, d]), R), write(R), nl,
    findall(X1-Ty, (member(X1, [1, abc, f(x), [a], 'Q', -3]), type(X1, Ty)), Ts), write(Ts), nl,
    type(_, VT), write(VT), nl,
    show(atomic(abc)), show(atomic(12)), show(callable(foo(1))), show(is_list([a, b])),
    ( is_list([a|_]) -> write(partial_is_list) ; write(partial_not_list) ), nl,
    ( f(_, b) = f(a, _) -> write(unify_ok) ; write(unify_fail) ), nl,
    ( f(a, b) == f(a, b) -> write(identical) ; write(not_identical) ), nl,
    ( f(_, b) \== f(a, b) -> write(not_identical) ; write(identical) ), nl,
    ( \+ f(a) = g(a) -> write(no_unify) ; write(unify) ), nl.
