:- initialization(main, main).
main :- write(before), nl, no_such_pred(1, 2).
