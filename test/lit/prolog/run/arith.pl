% Integer arithmetic of is/2 and the comparisons: + - * // mod rem, min,
% max, abs, sign, bit operations, shifts, ^ on integers, large values within
% 60 bits, and comparison of mixed expressions; a few simple floats.
:- initialization(main, main).

e(7 + 3). e(7 - 10). e(-7 * 3). e(17 // 5). e(-17 // 5). e(17 mod 5). e(-17 mod 5).
e(17 mod -5). e(17 rem 5). e(-17 rem 5). e(min(3, -4)). e(max(3, -4)). e(abs(-12)).
e(sign(-3)). e(sign(0)). e(sign(8)). e(5 /\ 3). e(5 \/ 3). e(xor(5, 3)). e(\ 5).
e(1 << 10). e(1024 >> 3). e(-16 >> 2). e(2 ^ 10). e(3 ^ 0). e((-2) ^ 3).
e(123456789 * 1000000). e(1 << 59). e((1 << 59) - 1 + (1 << 59)). e(- (5)). e(-(-(5))).
e(10 - 2 - 3). e(2 * 3 + 4 * 5). e(2 + 3 * 4 - 6 // 2). e(truncate(7.9)). e(7 / 2).
e(1.5 + 2). e(2.0 * 3.0). e(float(7)). e(integer(2.5)). e(float_integer_part(3.75)).
e(100 * 100 * 100 * 100 * 100 * 100 * 100 * 100 * 10).

fact(0, 1) :- !.
fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.

gcd(A, 0, A) :- !.
gcd(A, B, G) :- C is A mod B, gcd(B, C, G).

main :-
    forall(e(E), (V is E, write(E = V), nl)),
    fact(19, F19), write(fact(19, F19)), nl,
    gcd(1071, 462, G), write(gcd(G)), nl,
    ( 1 + 2 =:= 3 -> write(eq) ; write(ne) ), nl,
    ( 2 * 3 =\= 7 -> write(ne) ; write(eq) ), nl,
    ( 3 < 4, 4 =< 4, 5 > 4, 5 >= 5 -> write(ordered) ; write(unordered) ), nl,
    ( 1 + 1 == 2 -> write(identical) ; write(not_identical) ), nl,
    X = 5, Y is X * X + 1, write(Y), nl.
