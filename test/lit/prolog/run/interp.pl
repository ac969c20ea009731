% A small interpreter for a while-language: statements are terms
% (assign/2, seq/2, if/3, while/2, print/1), the store is a list of
% Name=Value pairs updated functionally. Runs factorial, gcd, a prime count
% and collatz lengths.
:- initialization(main, main).

exec(skip, S, S).
exec(X := E, S0, S) :- eval(E, S0, V), store(X, V, S0, S).
exec(seq(A, B), S0, S) :- exec(A, S0, S1), exec(B, S1, S).
exec(if(C, T, E), S0, S) :- ( test(C, S0) -> exec(T, S0, S) ; exec(E, S0, S) ).
exec(while(C, B), S0, S) :- ( test(C, S0) -> exec(B, S0, S1), exec(while(C, B), S1, S) ; S = S0 ).
exec(print(E), S, S) :- eval(E, S, V), write(V), nl.
exec([], S, S).
exec([St|Sts], S0, S) :- exec(St, S0, S1), exec(Sts, S1, S).

eval(N, _, N) :- integer(N), !.
eval(X, S, V) :- atom(X), !, fetch(X, S, V).
eval(A + B, S, V) :- eval(A, S, VA), eval(B, S, VB), V is VA + VB.
eval(A - B, S, V) :- eval(A, S, VA), eval(B, S, VB), V is VA - VB.
eval(A * B, S, V) :- eval(A, S, VA), eval(B, S, VB), V is VA * VB.
eval(A / B, S, V) :- eval(A, S, VA), eval(B, S, VB), V is VA // VB.
eval(A mod B, S, V) :- eval(A, S, VA), eval(B, S, VB), V is VA mod VB.

test(A < B, S) :- eval(A, S, VA), eval(B, S, VB), VA < VB.
test(A > B, S) :- eval(A, S, VA), eval(B, S, VB), VA > VB.
test(A == B, S) :- eval(A, S, VA), eval(B, S, VB), VA =:= VB.
test(A \= B, S) :- eval(A, S, VA), eval(B, S, VB), VA =\= VB.
test(and(A, B), S) :- test(A, S), test(B, S).
test(not(A), S) :- \+ test(A, S).

fetch(X, [X=V|_], V) :- !.
fetch(X, [_|S], V) :- fetch(X, S, V).
fetch(X, [], _) :- throw(unbound_variable(X)).

store(X, V, [], [X=V]).
store(X, V, [X=_|S], [X=V|S]) :- !.
store(X, V, [P|S0], [P|S]) :- store(X, V, S0, S).

program(fact, [n := 15, f := 1, while(n > 0, [f := f * n, n := n - 1]), print(f)]).
program(gcd, [a := 1071, b := 462, while(b \= 0, [t := b, b := a mod b, a := t]), print(a)]).
program(primes, [count := 0, i := 2,
                 while(i < 500, [j := 2, p := 1,
                                 while(and(j * j < i + 1, p == 1), [if(i mod j == 0, p := 0, skip), j := j + 1]),
                                 count := count + p, i := i + 1]),
                 print(count)]).
program(collatz, [n := 27, steps := 0,
                  while(n \= 1, [if(n mod 2 == 0, n := n / 2, n := 3 * n + 1), steps := steps + 1]),
                  print(steps)]).
program(broken, [x := 1, print(y)]).

main :-
    forall(program(Name, P),
           ( write(Name), write(': '), nl,
             catch(( exec(P, [], S), msort(S, Sorted), write(Sorted), nl ),
                   unbound_variable(V), ( write(error(unbound(V))), nl )) )).
