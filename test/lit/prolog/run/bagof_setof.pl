% bagof/3 and setof/3 as ISO and SWI-Prolog define them: one bag per
% binding of the goal's free variables (enumerated in order on
% backtracking), ^ binding variables existentially, failure on no
% solutions, and non-ground witnesses.
:- initialization(main, main).

age(peter, 7).
age(ann, 11).
age(pat, 8).
age(tom, 5).
age(mike, 11).

class(peter, a). class(ann, b). class(pat, a). class(tom, b). class(mike, a).

p(1, a). p(2, b). p(1, c). p(3, a). p(2, a).

q(X, Y) :- member(X-Y, [f(_)-1, f(_)-2, g(a)-3]).

show(G) :- ( G -> true ; write(no) ), nl.

main :-
    forall(bagof(N, age(N, A), L), (write(A-L), nl)),
    show((bagof(N-A, age(N, A), L1), write(L1))),
    show((setof(A-N, age(N, A), L2), write(L2))),
    show((setof(N, A^age(N, A), L3), write(L3))),
    forall(setof(N, A^(class(N, C), age(N, A)), L4), (write(C:L4), nl)),
    forall(setof(X, p(X, Y), L5), (write(Y-L5), nl)),
    show(bagof(X, p(X, z), _)),
    show((setof(X-Y, p(X, Y), L6), write(L6))),
    forall(bagof(Y, q(X, Y), L7), (write(L7), nl)),
    forall(setof(K, member(K-V, [b-1, a-2, c-1, a-1]), L8), (write(V/L8), nl)),
    findall(V-L9, bagof(K, member(K-V, [x-1, y-2, z-1]), L9), All), write(All), nl,
    show((bagof(X, member(X, [c, a, b, a]), L10), write(L10))),
    show((setof(X, member(X, [c, a, b, a]), L11), write(L11))),
    show(( bagof(X, member(X, []), _) )),
    show((setof(X-Z, Y^member(X-Y-Z, [2-a-x, 1-b-y, 2-c-x]), L12), write(L12))).
