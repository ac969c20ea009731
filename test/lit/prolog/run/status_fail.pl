% main/0 fails after printing: swipl prints a warning on stderr and exits
% with status 1 (the golden status_fail.status).
:- initialization(main, main).

check(X) :- X > 10.

main :-
    write(before), nl,
    forall(member(X, [1, 2, 3]), (write(X), nl)),
    check(5),
    write(not_reached), nl.
