% An arithmetic expression parser with difference lists, no DCG:
% tokens from character codes, then expr/term/factor by recursive descent.
:- set_prolog_flag(double_quotes, codes).

tokens([], []).
tokens([C|Cs], Ts) :- code_type(C, space), !, tokens(Cs, Ts).
tokens([C|Cs], [num(N)|Ts]) :-
    code_type(C, digit(_)), !,
    digits([C|Cs], Ds, Rest),
    number_codes(N, Ds),
    tokens(Rest, Ts).
tokens([C|Cs], [op(A)|Ts]) :- memberchk(C, "+-*/()"), atom_codes(A, [C]), tokens(Cs, Ts).

digits([D|Ds], [D|Xs], Rest) :- code_type(D, digit(_)), !, digits(Ds, Xs, Rest).
digits(Rest, [], Rest).

% expr(-Value, +Tokens0, -Tokens): Tokens0 minus Tokens is an expression.
expr(V, S0, S) :- term(V0, S0, S1), expr_rest(V0, V, S1, S).
expr_rest(Acc, V, [op(+)|S0], S) :- !, term(T, S0, S1), A1 is Acc + T, expr_rest(A1, V, S1, S).
expr_rest(Acc, V, [op(-)|S0], S) :- !, term(T, S0, S1), A1 is Acc - T, expr_rest(A1, V, S1, S).
expr_rest(V, V, S, S).

term(V, S0, S) :- factor(V0, S0, S1), term_rest(V0, V, S1, S).
term_rest(Acc, V, [op(*)|S0], S) :- !, factor(F, S0, S1), A1 is Acc * F, term_rest(A1, V, S1, S).
term_rest(Acc, V, [op(/)|S0], S) :- !, factor(F, S0, S1), A1 is Acc // F, term_rest(A1, V, S1, S).
term_rest(V, V, S, S).

factor(N, [num(N)|S], S).
factor(V, [op('(')|S0], S) :- expr(V, S0, [op(')')|S]).
factor(V, [op(-)|S0], S) :- factor(V0, S0, S), V is -V0.

calc(Text, V) :- tokens(Text, Ts), expr(V, Ts, []).

:- initialization((calc("2 * (3 + 4) - -5", V), V =:= 19, write(V), nl)).
