% Last-call chains that run in constant space unprofiled must do so under
% prologc -p too: the exit counter of a chain's boxes is shared, not one
% more per link (profile/chain-space.test runs this under a 16 MB heap).
:- initialization(main, main).

% a loop whose clause has an environment (a call before the last call)
loop(0) :- !.
loop(N) :- \+ \+ true, N1 is N - 1, loop(N1).

% mutual recursion, with and without environments
ev(0) :- !.
ev(N) :- N1 is N - 1, od(N1).
od(N) :- N1 is N - 1, \+ fail, ev(N1).

% a cycle of three predicates
ta(0) :- !.
ta(N) :- N1 is N - 1, tb(N1).
tb(N) :- tc(N).
tc(N) :- ta(N).

main :-
    iterations(N),
    loop(N), write(loop), nl,
    ev(N), write(even_odd), nl,
    ta(N), write(cycle), nl.

iterations(2000000).
