% Global state with assert/retract on dynamic predicates: counters, a
% memo table for fibonacci, a stack, and the logical update view.
:- initialization(main, main).
:- dynamic counter/2.
:- dynamic memo/2.
:- dynamic stack/1.
:- dynamic fact/1.

incr(Name) :-
    (   retract(counter(Name, N)) -> N1 is N + 1 ; N1 = 1 ),
    assertz(counter(Name, N1)).

get(Name, N) :- ( counter(Name, N0) -> N = N0 ; N = 0 ).

mfib(N, F) :- memo(N, F), !.
mfib(N, F) :- N < 2, !, F = N.
mfib(N, F) :-
    incr(fib_computed),
    N1 is N - 1, N2 is N - 2,
    mfib(N1, F1), mfib(N2, F2), F is F1 + F2,
    assertz(memo(N, F)).

push(X) :- asserta(stack(X)).
pop(X) :- retract(stack(X)), !.

main :-
    forall(between(1, 10, _), incr(a)),
    forall(between(1, 3, _), incr(b)),
    get(a, A), get(b, B), get(c, C), write(counters(A, B, C)), nl,
    mfib(50, F50), write(fib(50, F50)), nl,
    get(fib_computed, FC), write(computed(FC)), nl,
    mfib(40, F40), write(fib(40, F40)), nl,
    get(fib_computed, FC2), write(computed(FC2)), nl,
    findall(N, memo(N, _), Ns), length(Ns, Len), write(memo_entries(Len)), nl,
    push(1), push(2), push(3), pop(X1), pop(X2), push(4),
    findall(S, stack(S), St), write(popped(X1, X2, St)), nl,
    assertz(fact(1)), assertz(fact(2)), assertz(fact(3)),
    % logical update view: the clauses added while fact/1 runs are not seen
    forall(fact(X), (Y is X * 10, assertz(fact(Y)))),
    findall(X, fact(X), Fs), write(Fs), nl,
    retract(fact(20)),
    findall(X, fact(X), Fs2), write(Fs2), nl,
    retractall(fact(_)),
    ( fact(_) -> write(still_there) ; write(all_gone) ), nl,
    retractall(counter(_, _)),
    findall(K-V, counter(K, V), Cs), write(Cs), nl.
