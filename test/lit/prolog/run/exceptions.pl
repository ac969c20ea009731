% Exceptions: catch/3 and throw/1, errors raised by built-ins and caught by
% their formal term (instantiation_error, type_error, evaluation_error,
% existence_error), nested catches, rethrow, bindings undone by a throw.
:- initialization(main, main).

safe_div(X, Y, Z) :-
    catch(Z is X // Y, error(E, _), (write(caught(E)), nl, Z = undefined)).

deep(0) :- throw(bottom_reached).
deep(N) :- N1 is N - 1, deep(N1).

try(G) :-
    catch((G, write(succeeded(G))), Ball, (write(caught), write(' '), print_ball(Ball))), nl.

print_ball(error(Formal, _)) :- !, write(error(Formal)).
print_ball(B) :- write(ball(B)).

rethrow :-
    catch(throw(inner), inner, throw(outer)).

selective :-
    catch(catch(throw(b), a, (write(wrong_handler), nl)), b, (write(right_handler), nl)).

undo(X) :- catch((X = bound, throw(oops)), oops, true).

cleanup(L) :-
    catch(findall(X, (member(X, [1, 2, 3, boom, 4]), check(X)), L), bad(Y), (L = stopped_at(Y))).
check(X) :- ( integer(X) -> true ; throw(bad(X)) ).

main :-
    safe_div(7, 2, A), write(A), nl,
    safe_div(7, 0, B), write(B), nl,
    try(_ is _ + 1),
    try(_ is foo + 1),
    try(atom_length(abcdef, _)),
    try(atom_length(_, _)),
    try(X is 2 + 3), write(X), nl,
    try(atom_length(abc, bad)),
    try(arg(x, f(a), _)),
    try(functor(_, _, _)),
    try(atom_codes(_, _)),
    try(undefined_predicate_xyz(1)),
    try(deep(1000)),
    try(throw(f(1, [a, b], "s"))),
    try(rethrow),
    selective,
    undo(U), ( var(U) -> write(unbound_after_throw) ; write(U) ), nl,
    cleanup(L), write(L), nl,
    catch(number_codes(N, [0'1, 0'2, 0'x]), error(syntax_error(_), _), N = not_a_number),
    write(N), nl,
    catch(succ_or_fail, error(existence_error(procedure, PI), _), (write(no_such(PI)), nl)),
    write(done), nl.
