% Cost-centre stacks of prologc -p --ccprof-mode=stacks (profile/stacks.test):
% every way control enters a box, leaves it and comes back, with known
% entries per calling context.
:- initialization(main, main).
:- dynamic fact/1.

main :-
    a, b, lco, len_test, parity, caught, meta, dyn, neg,
    write(done), nl.

% main;a;c x3 and main;b;c x5; c has two solutions, each calls d: the redo
% into c from a's context goes on in main;a;c, so main;a;c;d has 6.
a :- between(1, 3, _), c(X), X == 2, fail.
a.
b :- between(1, 5, _), once(c(_)), fail.
b.
c(1) :- d.
c(2) :- d.
d.

% A last call leaves no continuation of its own: f's exit goes straight
% to lco's, which makes main;lco current again before g.
lco :- e, g.
e :- f.
f :- h, h.
g.
h.

% Self-recursion is one context (GHC's rule): main;len_test;len 101.
len_test :- numlist(1, 100, L), len(L, N), N == 100.
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.

% Mutual recursion: odd under even, even under odd truncated back to
% main;parity;even (its entries 6, odd's 5).
parity :- even(10).
even(0).
even(N) :- N > 0, M is N - 1, odd(M).
odd(N) :- N > 0, M is N - 1, even(M).

% An exception out of thrower/0 (under main;caught;thrower) into the
% recovery goal, which runs in catch/3's caller's context: main;caught;handler.
caught :- catch(thrower, ball, handler).
thrower :- deep(3).
deep(0) :- throw(ball).
deep(N) :- N > 0, M is N - 1, deep(M).
handler.

% Library predicates call user predicates through call/N: their contexts
% are the caller's, whatever the library's own continuations did last.
meta :- maplist(m1, [1, 2, 3]), findall(X, m2(X), Xs), length(Xs, 2),
    forall(m2(Y), m1(Y)).
m1(_) :- d.
m2(1).
m2(2).

% A dynamic predicate whose clauses call user code: the redo into fact/1
% restores main;dyn;fact.
dyn :- assertz((fact(X) :- X = 1, d)), assertz((fact(X) :- X = 2, d)),
    fact(Y), Y == 2, !.

% \+ and if-then-else are parts of neg/0's code, not contexts.
neg :- \+ c(3), ( c(_) -> d ; true ).
