% format/2 directives: ~w ~a ~d ~q ~p ~n ~~ ~s and ~Nf, no column stops;
% format/1; a single non-list argument; a few simple floats.
:- initialization(main, main).

main :-
    format("plain text~n"),
    format("~w and ~w~n", [hello, 'World']),
    format("~q and ~q~n", [hello, 'World']),
    format("~a|~a~n", [abc, 'x y']),
    format("~d ~d ~d~n", [0, 42, -7]),
    format("~w ~q ~p~n", ['it''s', 'it''s', 'it''s']),
    format("~w ~q ~p~n", [f('A', -1, "s"), f('A', -1, 'b c'), [x, 'Y']]),
    format("~w~n", [1 + 2 * 3]),
    format("~q~n", [- (1)]),
    format("~w~n", single),
    format("~~ tilde ~w~n", [ok]),
    format("~s~n", [[0'c, 0'o, 0'd, 0'e, 0's]]),
    format("~w~w~w~n", [a, b, c]),
    format("[~w]~n", [[1, 2, 3]]),
    format("~a~n", ['']),
    format("no newline"), nl,
    forall(member(X-Y, [a-1, bb-22, ccc-333]), format("~w=~d;", [X, Y])), nl,
    format("~w ~q~n", [[], []]),
    format("~q~n", [[a, 'B'|'C']]),
    format("~4f|~0f~n", [3.14159, 2.7]),
    format("~w~n", [3.0]),
    X1 is 7 / 2, format("~w~n", [X1]),
    X2 is 2.0 * 4, format("~w~n", [X2]).
