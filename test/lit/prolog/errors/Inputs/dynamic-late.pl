:- initialization(main, main).
count(0).
:- dynamic count/1.
main :- count(X), write(X), nl.
