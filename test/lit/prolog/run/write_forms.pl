% write/1, print/1, writeq/1 and write_canonical/1 of operators, quoted
% atoms, lists, curly terms and negative numbers: where spaces and
% parentheses and quotes go.
:- initialization(main, main).

t(1+2*3).
t((1+2)*3).
t(1-(2-3)).
t(1-2-3).
t(2**3).
t(2^3^4).
t((2^3)^4).
t(-(1)).
t(-(-(1))).
t(- a).
t(-(-(a))).
t(1 - -1).
t(a- (-1)).
t(-1).
t(- 1 + 2).
t(1 + -2).
t(\+ a).
t(\+ (a, b)).
t((a :- b, c ; d -> e)).
t((:- dynamic foo/1)).
t(f((a, b))).
t(f((a :- b))).
t(f(-)).
t(f(+, -)).
t([-]).
t(- - a).
t(a = b).
t(a \= b).
t([1, 2 | T]) :- T = [3].
t([a|b]).
t('hello world').
t('Atom').
t([]).
t('').
t(a*(b+c)*d).
t((a , b)).
t(f(a;b)).
t({a, b}).
t('\n').
t('it''s').
t(f('A', b, 'c d', [])).
t(x is 1 + 2).
t(1 =:= 2).
t(a:b:c).
t((a:b):c).
t(p :- q).
t(f(:-)).
t(- (1 + 2)).
t(-(3) * 2).
t(3 * -2).
t(3 - (-2)).
t(2 - 3 * 4 - 5).
t(1.5).
t(-2.25).
t('/*').
t(//).
t(f(',')).
t([a, 'B', "c"]).
t(0'a).

main :-
    forall(t(T),
           ( write(T), write('   '), print(T), write('   '), writeq(T),
             write('   '), write_canonical(T), nl )).
