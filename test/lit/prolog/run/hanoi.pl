% Towers of Hanoi: the moves for 3 discs, and the move count for 3..16
% discs computed by building the move list with an accumulator.
:- initialization(main, main).

hanoi(0, _, _, _) :- !.
hanoi(N, From, To, Via) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To),
    write(move(N, From, To)), nl,
    hanoi(N1, Via, To, From).

moves(0, _, _, _, M, M) :- !.
moves(N, From, To, Via, M0, M) :-
    N1 is N - 1,
    moves(N1, From, Via, To, M0, M1),
    moves(N1, Via, To, From, [From-To|M1], M).

len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).

main :-
    hanoi(3, left, right, middle),
    moves(4, a, c, b, [], M4), reverse(M4, R4), write(R4), nl,
    forall(between(3, 16, N), (moves(N, a, c, b, [], M), len(M, 0, L), write(N-L), write(' '))), nl.
