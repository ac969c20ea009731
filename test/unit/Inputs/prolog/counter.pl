% A counter in the database: assert/retract, with a failure-driven loop.
:- dynamic counter/2.

init(Name) :- retractall(counter(Name, _)), assertz(counter(Name, 0)).

incr(Name) :-
    retract(counter(Name, N0)),
    N is N0 + 1,
    assertz(counter(Name, N)).

get(Name, N) :- counter(Name, N).

count_to(Name, Max) :-
    init(Name),
    (   between(1, Max, _),
        incr(Name),
        fail
    ;   true
    ),
    get(Name, N),
    (   N =:= Max -> format("~a: ~d~n", [Name, N])
    ;   throw(error(counter_mismatch(Name, N, Max), _))
    ).

'test counter'(X) :- X == 'it''s', \+ X = "it's", X \== 0'i.

main :- count_to(hits, 100), count_to('misses\t2', 0'a).
