:- initialization(main, main).
main :- write(partial), throw(foo).
