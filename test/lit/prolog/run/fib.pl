% Fibonacci three ways: doubly recursive, with an accumulator, and as a
% list; plus the sum of the even terms below a bound.
:- initialization(main, main).

fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.

fib_acc(N, F) :- fib_acc(N, 0, 1, F).
fib_acc(0, A, _, A) :- !.
fib_acc(N, A, B, F) :- N1 is N - 1, C is A + B, fib_acc(N1, B, C, F).

fibs(0, _, _, []) :- !.
fibs(N, A, B, [A|T]) :- N1 is N - 1, C is A + B, fibs(N1, B, C, T).

even_sum(Limit, S) :- even_sum(Limit, 1, 2, 0, S).
even_sum(Limit, _, B, S, S) :- B > Limit, !.
even_sum(Limit, A, B, S0, S) :-
    ( B mod 2 =:= 0 -> S1 is S0 + B ; S1 = S0 ),
    C is A + B, even_sum(Limit, B, C, S1, S).

main :-
    fib(21, F21), write(fib(21, F21)), nl,
    findall(F, (between(0, 15, N), fib(N, F)), L), write(L), nl,
    fib_acc(85, F85), write(fib(85, F85)), nl,
    fibs(20, 0, 1, Fs), write(Fs), nl,
    even_sum(4000000, S), write(even_sum(S)), nl.
