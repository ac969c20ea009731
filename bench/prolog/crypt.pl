% crypt: Peter van Roy's cryptomultiplication benchmark, find the unique
% answer to
%       OEE
%        EE
%      ----
%      EOEE
%      EOE
%      ----
%      OOEE
% where E is an even digit and O an odd one; repeated ITER times.
:- initialization(main, main).

iterations(2000).

crypt([A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P]) :-
    odd(A), even(B), even(C),
    even(E),
    mult([C, B, A], E, [I, H, G, F|X]),
    lefteven(F), odd(G), even(H), even(I), zero(X),
    lefteven(D),
    mult([C, B, A], D, [L, K, J|Y]),
    lefteven(J), odd(K), even(L), zero(Y),
    sum2([I, H, G, F], [0, L, K, J], [P, O, N, M|Z]),
    odd(M), odd(N), even(O), even(P), zero(Z).

sum2(AL, BL, CL) :- sum2(AL, BL, 0, CL).
sum2([A|AL], [B|BL], Carry, [C|CL]) :- !,
    X is A + B + Carry, C is X mod 10, NewCarry is X // 10,
    sum2(AL, BL, NewCarry, CL).
sum2([], BL, 0, BL) :- !.
sum2(AL, [], 0, AL) :- !.
sum2([], [B|BL], Carry, [C|CL]) :- !,
    X is B + Carry, NewCarry is X // 10, C is X mod 10,
    sum2([], BL, NewCarry, CL).
sum2([A|AL], [], Carry, [C|CL]) :- !,
    X is A + Carry, NewCarry is X // 10, C is X mod 10,
    sum2([], AL, NewCarry, CL).
sum2([], [], Carry, [Carry]).

mult(AL, D, BL) :- mult(AL, D, 0, BL).
mult([A|AL], D, Carry, [B|BL]) :-
    X is A * D + Carry, B is X mod 10, NewCarry is X // 10,
    mult(AL, D, NewCarry, BL).
mult([], _, Carry, [C, Cend]) :- C is Carry mod 10, Cend is Carry // 10.

zero([]).
zero([0|L]) :- zero(L).

odd(1). odd(3). odd(5). odd(7). odd(9).
even(0). even(2). even(4). even(6). even(8).
lefteven(2). lefteven(4). lefteven(6). lefteven(8).

loop(0) :- !.
loop(N) :- \+ \+ crypt(_), N1 is N - 1, loop(N1).

main :-
    iterations(I), loop(I),
    crypt([A, B, C, D, E, F, G, H, I1, J, K, L, M, N, O, P]),
    write([A, B, C]), write(' * '), write([D, E]), write(' = '),
    write([F, G, H, I1]), write(' + '), write([J, K, L]), write(' = '), write([M, N, O, P]), nl.
