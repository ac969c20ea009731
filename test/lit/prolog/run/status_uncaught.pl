% An exception nobody catches: the output before it is printed, swipl
% reports the error on stderr and exits with status 2.
:- initialization(main, main).

walk([]) :- throw(end_of_list).
walk([X|Xs]) :- write(X), nl, walk(Xs).

main :-
    catch(walk([a]), end_of_list, (write(caught_first), nl)),
    walk([b, c]),
    write(not_reached), nl.
