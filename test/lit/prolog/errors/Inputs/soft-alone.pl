:- initialization(main, main).
main :- (true *-> write(a)), nl.
