:- initialization(main, main).
% an infinite loop building a list: the heap runs out
build(N, [N|T]) :- N1 is N + 1, build(N1, T).
main :- write(start), nl, build(0, L), write(L).
