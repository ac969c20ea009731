% SEND + MORE = MONEY by choosing distinct digits column by column with
% carries (crypt-arithmetic), and a second puzzle by brute force.
:- initialization(main, main).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

digits([0,1,2,3,4,5,6,7,8,9]).

% column: D1 + D2 + Cin = R + 10 * Cout
column(D1, D2, Cin, R, Cout) :- S is D1 + D2 + Cin, R is S mod 10, Cout is S // 10.

pick(X, Ds, Rest) :- var(X), !, sel(X, Ds, Rest).
pick(X, Ds, Rest) :- sel(X, Ds, Rest), !.

send([S,E,N,D,M,O,R,Y]) :-
    digits(Ds0),
    M = 1, sel(M, Ds0, Ds1),
    pick(D, Ds1, Ds2), pick(E, Ds2, Ds3),
    column(D, E, 0, Y, C1), pick(Y, Ds3, Ds4),
    pick(N, Ds4, Ds5), pick(R, Ds5, Ds6),
    column(N, R, C1, E1, C2), E1 = E,
    pick(O, Ds6, Ds7),
    column(E, O, C2, N1, C3), N1 = N,
    pick(S, Ds7, _),
    S > 0,
    column(S, M, C3, O1, C4), O1 = O,
    C4 = M.

value([], V, V).
value([D|Ds], A, V) :- A1 is A * 10 + D, value(Ds, A1, V).

% TO + GO = OUT, by generate and test
togo(T, O, G, U) :-
    digits(Ds), sel(T, Ds, R1), sel(O, R1, R2), sel(G, R2, R3), sel(U, R3, _),
    T > 0, G > 0, O > 0,
    value([T,O], 0, TO), value([G,O], 0, GO), value([O,U,T], 0, OUT),
    TO + GO =:= OUT.

main :-
    send([S,E,N,D,M,O,R,Y]),
    value([S,E,N,D], 0, Send), value([M,O,R,E], 0, More), value([M,O,N,E,Y], 0, Money),
    write(Send + More = Money), nl,
    findall(s(S1,E1,N1,D1,M1,O1,R1,Y1), send([S1,E1,N1,D1,M1,O1,R1,Y1]), All),
    length(All, K), write(solutions(K)), nl,
    findall(T-O2-G-U, togo(T, O2, G, U), L), write(L), nl.
