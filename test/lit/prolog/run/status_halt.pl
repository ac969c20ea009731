% halt/1 from inside a deep recursion ends the run at once with that
% status; output written before it is flushed.
:- initialization(main, main).

countdown(0) :- write(liftoff), nl, halt(3).
countdown(N) :- write(N), write(' '), N1 is N - 1, countdown(N1).

main :-
    countdown(5),
    write(not_reached), nl.
