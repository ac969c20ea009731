% A tokenizer and a recursive-descent expression parser written with
% explicit difference lists (no DCG): expr(Tree, S0, S) consumes tokens of
% S0 leaving S. Arithmetic expressions with + - * / and parentheses, parsed
% left-associatively and evaluated.
:- initialization(main, main).
:- set_prolog_flag(double_quotes, codes).

% tokens(Codes, Tokens)
tokens([], []).
tokens([C|Cs], Ts) :- space(C), !, tokens(Cs, Ts).
tokens([C|Cs], [num(N)|Ts]) :- digit(C), !, digits(Cs, Ds, Rest), number_codes(N, [C|Ds]), tokens(Rest, Ts).
tokens([C|Cs], [id(A)|Ts]) :- letter(C), !, letters(Cs, Ls, Rest), atom_codes(A, [C|Ls]), tokens(Rest, Ts).
tokens([C|Cs], [op(A)|Ts]) :- atom_codes(A, [C]), tokens(Cs, Ts).

space(0' ).
space(0'\t).
space(0'\n).
digit(C) :- C >= 0'0, C =< 0'9.
letter(C) :- C >= 0'a, C =< 0'z.

digits([C|Cs], [C|Ds], R) :- digit(C), !, digits(Cs, Ds, R).
digits(Cs, [], Cs).
letters([C|Cs], [C|Ls], R) :- letter(C), !, letters(Cs, Ls, R).
letters(Cs, [], Cs).

% expr ::= term { (+|-) term }
expr(T, S0, S) :- term(T0, S0, S1), expr_rest(T0, T, S1, S).
expr_rest(Acc, T, [op(+)|S0], S) :- !, term(T1, S0, S1), expr_rest(Acc + T1, T, S1, S).
expr_rest(Acc, T, [op(-)|S0], S) :- !, term(T1, S0, S1), expr_rest(Acc - T1, T, S1, S).
expr_rest(T, T, S, S).

term(T, S0, S) :- factor(F, S0, S1), term_rest(F, T, S1, S).
term_rest(Acc, T, [op(*)|S0], S) :- !, factor(F, S0, S1), term_rest(Acc * F, T, S1, S).
term_rest(Acc, T, [op(/)|S0], S) :- !, factor(F, S0, S1), term_rest(Acc // F, T, S1, S).
term_rest(T, T, S, S).

factor(num(N), [num(N)|S], S).
factor(var(X), [id(X)|S], S).
factor(neg(F), [op(-)|S0], S) :- factor(F, S0, S).
factor(T, [op('(')|S0], S) :- expr(T, S0, [op(')')|S]).

eval(num(N), _, N).
eval(var(X), Env, V) :- lookup(X, Env, V).
eval(neg(A), Env, V) :- eval(A, Env, VA), V is -VA.
eval(A + B, Env, V) :- eval(A, Env, VA), eval(B, Env, VB), V is VA + VB.
eval(A - B, Env, V) :- eval(A, Env, VA), eval(B, Env, VB), V is VA - VB.
eval(A * B, Env, V) :- eval(A, Env, VA), eval(B, Env, VB), V is VA * VB.
eval(A // B, Env, V) :- eval(A, Env, VA), eval(B, Env, VB), V is VA // VB.

lookup(X, [X=V|_], V) :- !.
lookup(X, [_|Env], V) :- lookup(X, Env, V).

parse(Codes, Tree) :- tokens(Codes, Ts), expr(Tree, Ts, []).

test(Codes) :-
    atom_codes(A, Codes),
    (   parse(Codes, T)
    ->  eval(T, [x=7, y=3, zz=100], V),
        write(A), write(' => '), write(T), write(' = '), write(V), nl
    ;   write(A), write(' => syntax error'), nl
    ).

main :-
    test("1 + 2 * 3"),
    test("(1 + 2) * 3"),
    test("10 - 4 - 3"),
    test("100 / 7 / 2"),
    test("x * (y + 2) - zz"),
    test("-x + -(3 * -y)"),
    test("2 * (3 + 4) * (5 - 1)"),
    test("1 + * 2"),
    test("(1 + 2"),
    test("12345 * 678 + 9").
