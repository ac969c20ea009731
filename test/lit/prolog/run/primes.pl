% Prime numbers: the sieve of Eratosthenes on a list, trial division, and
% a prime factorisation.
:- initialization(main, main).

numlist_(I, N, []) :- I > N, !.
numlist_(I, N, [I|T]) :- I1 is I + 1, numlist_(I1, N, T).

sieve([], []).
sieve([P|Xs], [P|Ps]) :- remove_multiples(P, Xs, Ys), sieve(Ys, Ps).

remove_multiples(_, [], []).
remove_multiples(P, [X|Xs], Ys) :-
    (   X mod P =:= 0 -> Ys = Ys1 ; Ys = [X|Ys1] ),
    remove_multiples(P, Xs, Ys1).

primes(N, Ps) :- numlist_(2, N, L), sieve(L, Ps).

prime(2).
prime(N) :- N > 2, N mod 2 =\= 0, \+ has_factor(N, 3).
has_factor(N, F) :- F * F =< N, ( N mod F =:= 0 -> true ; F2 is F + 2, has_factor(N, F2) ).

factors(N, Fs) :- factors(N, 2, Fs).
factors(1, _, []) :- !.
factors(N, F, [F|Fs]) :- N mod F =:= 0, !, N1 is N // F, factors(N1, F, Fs).
factors(N, F, Fs) :- F * F > N, !, Fs = [N].
factors(N, F, Fs) :- F1 is F + 1, factors(N, F1, Fs).

count([], N, N).
count([_|T], N0, N) :- N1 is N0 + 1, count(T, N1, N).

main :-
    primes(100, P100), write(P100), nl,
    primes(5000, P5000), count(P5000, 0, C), write(count(C)), nl,
    last(P5000, Last), write(last(Last)), nl,
    findall(X, (between(1000, 1100, X), prime(X)), L), write(L), nl,
    forall(member(N, [360, 97, 1001, 65536, 999999, 1234567890]), (factors(N, Fs), write(N = Fs), nl)).
