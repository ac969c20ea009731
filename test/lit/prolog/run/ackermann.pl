% Ackermann's function, deeply recursive and not tail recursive in its
% nested call.
:- initialization(main, main).

ack(0, N, R) :- !, R is N + 1.
ack(M, 0, R) :- !, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :- M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).

main :-
    forall(between(0, 3, M),
           ( forall(between(0, 4, N), (ack(M, N, R), write(R), write(' '))), nl )),
    ack(2, 100, A), write(ack(2, 100, A)), nl,
    ack(3, 7, B), write(ack(3, 7, B)), nl.
