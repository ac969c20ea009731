% Cases for byrd_ports.pl whose port counts are worked out by hand in
% ../byrd-ports.test (calls exits redos fails), one goal each (--goal).
:- initialization(main, main).
:- dynamic d/1.

p(1).
p(2).
p(3).

% exhaustive, no cut
q(X) :- p(X), X > 1.
% a cut after p/1 exited: p gets no redo and no fail after it
r(X) :- p(X), X >= 2, !.
% the cut of s/1's clause removes p's box; s itself can still be redone and fail
s(X) :- p(X), !.
% a cut inside a disjunction cuts the clause (and u's second clause)
u(X) :- ( p(X), X > 1, ! ; X = 0 ).
u(9).
% an exception leaves p's and thrower's boxes through no port
thrower :- p(_), throw(oops).
% the cut inside call/1 is local to it
t8 :- call((p(X), !)), X > 5.
% the cut inside catch/3's goal is local to it: k's second clause stays
k(X) :- catch((p(X), !), _, true).
k(9).
% recursion without cut: every box exits once, is redone once, fails once
len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.

main :- write(cases), nl.
