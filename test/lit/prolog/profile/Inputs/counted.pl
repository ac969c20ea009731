% counted-entry.test: last calls, self-recursive (app/3, len/3) and not
% (nrev/2 -> app/3, from a clause with an environment), and call/N's entry.
:- initialization(main, main).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).

main :-
    numlist(1, 30, L), nrev(L, R), R = [X|_], write(X), nl,
    call(len, R, 0, N), write(N), nl,
    \+ \+ nrev(L, _), write(done), nl.
