:- initialization(main, main).
down(N) :- N1 is N + 1, down(N1), write(N).
main :- write(start), nl, down(0).
