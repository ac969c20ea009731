:- initialization(main, main).
main :- ( member(X, [1,2]) *-> write(X) ; write(none) ), nl.
