% prelude.pl - prolog-mini's library, compiled with every program.
%
% Two kinds of predicates. The built-ins written in Prolog (listed in the
% system/1 directive) are not profiled and have no ports, as SWI-Prolog's
% C built-ins have none: call/N, between/3, length/2 and the '$' helpers.
% The others are library(lists) and library(apply) as SWI-Prolog autoloads
% them: profiled like the program's own predicates (append/3 is a row of
% the profile, as lists:append/3 is in SWI's), and a program's own
% definition of one replaces it.

:- system([call/1, '$cb'/2, call/2, call/3, call/4, call/5, call/6, call/7, call/8,
           '$add_args'/3, '$append'/3, between/3, '$between'/3, length/2, '$skip'/4,
           '$mklist'/2, '$lengen'/3, writeln/1, print_message/2, forall/2,
           aggregate_all/3, '$aggr'/3, bagof/3, setof/3, '$strip'/4, '$free'/3, '$var_in'/2, '$bag_pick'/3,
           '$bag_select'/5, '$bag_same'/4, '$bag_bind'/1, '$bag_bind'/2, '$variant'/2, apply/2,
           findall/3, catch/3, once/1, ignore/1, (\+)/1, not/1, (=)/2, true/0, fail/0,
           false/0, halt/0, halt/1, throw/1, (',')/2, (;)/2, (->)/2,
           arg/3, atom_concat/3, '$atom_split'/3, clause/2, retract/1, '$rparts'/3,
           '$member_c'/2, sub_atom/5]).

% The control constructs as predicates, for call/N and the like (in a
% clause body the compiler handles them itself).
findall(T, G, L) :- findall(T, G, L).
catch(G, C, R) :- catch(G, C, R).
once(G) :- once(G).
ignore(G) :- ignore(G).
\+(G) :- \+ G.
not(G) :- \+ G.
X = X.
true.
fail :- fail.
false :- fail.
halt :- halt.
halt(N) :- halt(N).
throw(B) :- throw(B).
','(A, B) :- call((A, B)).
;(A, B) :- call((A ; B)).
->(A, B) :- call((A -> B)).

% call/1: a goal known only at run time. Its cuts are local to it: '$cb'
% runs the control constructs with the barrier of this call.
call(G) :- '$barrier'(B), '$cb'(G, B).

'$cb'(G, _) :- var(G), !, throw(error(instantiation_error, context(call/1, _))).
'$cb'((A, B), C) :- !, '$cb'(A, C), '$cb'(B, C).
'$cb'((I -> T ; E), C) :- !, ( call(I) -> '$cb'(T, C) ; '$cb'(E, C) ).
'$cb'((A ; B), C) :- !, ( '$cb'(A, C) ; '$cb'(B, C) ).
'$cb'((I -> T), C) :- !, ( call(I) -> '$cb'(T, C) ).
'$cb'(\+ G, _) :- !, \+ call(G).
'$cb'(!, C) :- !, '$cut'(C).
'$cb'(true, _) :- !.
'$cb'(G, _) :- '$call_pred'(G).

call(G, A) :- '$add_args'(G, [A], G2), call(G2).
call(G, A, B) :- '$add_args'(G, [A, B], G2), call(G2).
call(G, A, B, C) :- '$add_args'(G, [A, B, C], G2), call(G2).
call(G, A, B, C, D) :- '$add_args'(G, [A, B, C, D], G2), call(G2).
call(G, A, B, C, D, E) :- '$add_args'(G, [A, B, C, D, E], G2), call(G2).
call(G, A, B, C, D, E, F) :- '$add_args'(G, [A, B, C, D, E, F], G2), call(G2).
call(G, A, B, C, D, E, F, H) :- '$add_args'(G, [A, B, C, D, E, F, H], G2), call(G2).

'$add_args'(G, _, _) :- var(G), !, throw(error(instantiation_error, context(call/2, _))).
'$add_args'(G, Extra, G2) :- G =.. L0, '$append'(L0, Extra, L1), G2 =.. L1.

'$append'([], L, L).
'$append'([H|T], L, [H|R]) :- '$append'(T, L, R).

apply(G, Args) :- '$add_args'(G, Args, G2), call(G2).

between(L, H, X) :- integer(X), !, X >= L, ( H == inf -> true ; H == infinite -> true ; X =< H ).
between(L, H, X) :- ( H == inf -> true ; H == infinite -> true ; L =< H ), '$between'(L, H, X).
'$between'(L, _, L).
'$between'(L, H, X) :- ( H == inf -> true ; H == infinite -> true ; L < H ), L1 is L + 1,
                       '$between'(L1, H, X).

length(L, N) :-
    '$skip'(L, 0, N0, T),
    (   T == [] -> N = N0
    ;   var(T) ->
        (   integer(N) -> M is N - N0, M >= 0, '$mklist'(M, T)
        ;   var(N) -> '$lengen'(T, N0, N)
        ;   throw(error(type_error(integer, N), context(length/2, _)))
        )
    ;   throw(error(type_error(list, L), context(length/2, _)))
    ).
'$skip'(L, N0, N, T) :- nonvar(L), L = [_|R], !, N1 is N0 + 1, '$skip'(R, N1, N, T).
'$skip'(L, N, N, L).
'$mklist'(0, []) :- !.
'$mklist'(N, [_|T]) :- N1 is N - 1, '$mklist'(N1, T).
'$lengen'([], N, N).
'$lengen'([_|T], N0, N) :- N1 is N0 + 1, '$lengen'(T, N1, N).

% arg/3 enumerates the arguments when N is unbound.
arg(N, T, A) :- integer(N), !, '$arg'(N, T, A).
arg(N, T, A) :- var(N), compound(T), !, functor(T, _, Ar), between(1, Ar, N), '$arg'(N, T, A).
arg(N, T, A) :- '$arg'(N, T, A).

% atom_concat/3 splits its third argument when the first two are not given.
atom_concat(A, B, C) :- ( var(C) ; nonvar(A), nonvar(B) ), !, '$atom_concat'(A, B, C).
atom_concat(A, B, C) :- '$atom_split'(A, B, C).
'$atom_split'(A, B, C) :- atom_codes(C, Cs), '$append'(As, Bs, Cs), atom_codes(A, As),
                          atom_codes(B, Bs).

% sub_atom/5: every way, B and then L ascending, as SWI-Prolog enumerates.
sub_atom(At, B, L, A, Sub) :-
    atom_codes(At, Cs), '$append'(Pre, Rest, Cs), length(Pre, B),
    '$append'(Mid, Post, Rest), length(Mid, L), length(Post, A), atom_codes(Sub, Mid).

% clause/2 and retract/1 on the dynamic database, as of the call.
clause(H, B) :- '$clause_refs'(H, L), '$member_c'(_-(H-B), L).
retract(C) :-
    '$rparts'(C, H, B), '$modifiable'(H),
    '$clause_refs'(H, L), '$member_c'(R-(H-B), L), '$erase'(R).
'$rparts'(C, H, B) :- nonvar(C), C = (H :- B), !.
'$rparts'(H, H, true).
'$member_c'(X, [X|_]).
'$member_c'(X, [_|T]) :- '$member_c'(X, T).

writeln(X) :- write(X), nl.
print_message(Kind, Msg) :- '$print_message'(Kind, Msg).
forall(C, A) :- \+ (C, \+ A).

aggregate_all(count, G, C) :- !, findall(x, G, L), length(L, C).
aggregate_all(sum(E), G, S) :- !, findall(E, G, L), '$aggr'(sum, L, S).
aggregate_all(max(E), G, M) :- !, findall(E, G, L), L \== [], '$aggr'(max, L, M).
aggregate_all(min(E), G, M) :- !, findall(E, G, L), L \== [], '$aggr'(min, L, M).
aggregate_all(bag(E), G, L) :- !, findall(E, G, L).
aggregate_all(set(E), G, S) :- !, findall(E, G, L), sort(L, S).
'$aggr'(sum, L, S) :- sum_list(L, S).
'$aggr'(max, L, M) :- max_list(L, M).
'$aggr'(min, L, M) :- min_list(L, M).

% bagof/setof as SWI-Prolog's library(bags): the goal's free variables
% (those neither in the template nor bound by V^) are its witness W; with
% none, findall/3 failing on no solutions; else the W-T pairs (witnesses
% that are variants of an earlier one unified with it, as ISO says),
% keysorted, are cut into one bag per witness, enumerated on backtracking,
% the last without a choice point.
bagof(T, G, L) :-
    '$strip'(G, G1, T, Bound),
    term_variables(G1, GV), term_variables(Bound, BV),
    '$free'(GV, BV, Free),
    (   Free == []
    ->  findall(T, G1, L), L \== []
    ;   W =.. [v|Free],
        findall(W-T, G1, Pairs), Pairs \== [],
        ( ground(Pairs) -> true ; '$bag_bind'(Pairs) ),
        keysort(Pairs, Sorted),
        '$bag_pick'(Sorted, W, L)
    ).
setof(T, G, S) :- bagof(T, G, L), sort(L, S).
'$strip'(V^G, G1, B0, B) :- !, '$strip'(G, G1, B0+V, B).
'$strip'(G, G, B, B).
'$free'([], _, []).
'$free'([V|Vs], Bound, F) :-
    (   '$var_in'(Bound, V) -> F = F1 ; F = [V|F1] ), '$free'(Vs, Bound, F1).
'$var_in'([X|Xs], V) :- ( X == V -> true ; '$var_in'(Xs, V) ).
'$bag_pick'(Pairs, W, Bag) :-
    Pairs = [W0-T0|Rest0],
    '$bag_same'(Rest0, W0, Ts, Rest),
    '$bag_select'(Rest, W0, [T0|Ts], W, Bag).
'$bag_select'([], W0, Bag0, W, Bag) :- !, W = W0, Bag = Bag0.
'$bag_select'(_, W, Bag, W, Bag).
'$bag_select'(Rest, _, _, W, Bag) :- '$bag_pick'(Rest, W, Bag).
'$bag_same'([V-T|Ps], W, [T|Ts], Rest) :- V == W, !, '$bag_same'(Ps, W, Ts, Rest).
'$bag_same'(Ps, _, [], Ps).
'$bag_bind'([]).
'$bag_bind'([W-_|Ps]) :- '$bag_bind'(Ps, W), '$bag_bind'(Ps).
'$bag_bind'([], _).
'$bag_bind'([V-_|Ps], W) :- ( '$variant'(V, W) -> V = W ; true ), '$bag_bind'(Ps, W).
'$variant'(A, B) :-
    \+ \+ ( copy_term(A, A1), copy_term(B, B1),
            numbervars(A1, 0, N), numbervars(B1, 0, N), A1 == B1 ).

% library(lists)
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
append(Ls, L) :- foldl('$app_', Ls, [], L0), L = L0.
'$app_'(L, Acc, R) :- append(Acc, L, R).
member(X, [Y|T]) :- member_(T, X, Y).
member_(_, X, X).
member_([Y|T], X, _) :- member_(T, X, Y).
memberchk(X, L) :- member(X, L), !.
reverse(L, R) :- reverse_(L, [], R).
reverse_([], R, R).
reverse_([H|T], A, R) :- reverse_(T, [H|A], R).
nth0(I, L, E) :- integer(I), !, I >= 0, nth_det(I, L, E).
nth0(I, L, E) :- var(I), nth_gen(L, E, 0, I).
nth1(I, L, E) :- integer(I), !, I >= 1, I0 is I - 1, nth_det(I0, L, E).
nth1(I, L, E) :- var(I), nth_gen(L, E, 1, I).
nth_det(0, [E|_], E) :- !.
nth_det(I, [_|T], E) :- I1 is I - 1, nth_det(I1, T, E).
nth_gen([E|_], E, B, B).
nth_gen([_|T], E, B0, B) :- B1 is B0 + 1, nth_gen(T, E, B1, B).
last([X|Xs], L) :- last_(Xs, X, L).
last_([], L, L).
last_([X|Xs], _, L) :- last_(Xs, X, L).
sum_list(Xs, S) :- sum_list_(Xs, 0, S).
sum_list_([], S, S).
sum_list_([X|Xs], S0, S) :- S1 is S0 + X, sum_list_(Xs, S1, S).
sumlist(Xs, S) :- sum_list(Xs, S).
max_list([H|T], M) :- max_list_(T, H, M).
max_list_([], M, M).
max_list_([H|T], M0, M) :- M1 is max(M0, H), max_list_(T, M1, M).
min_list([H|T], M) :- min_list_(T, H, M).
min_list_([], M, M).
min_list_([H|T], M0, M) :- M1 is min(M0, H), min_list_(T, M1, M).
max_member(M, L) :- max_member_(L, M).
max_member_([H|T], M) :- max_member__(T, H, M).
max_member__([], M, M).
max_member__([H|T], M0, M) :- ( H @> M0 -> M1 = H ; M1 = M0 ), max_member__(T, M1, M).
min_member(M, L) :- min_member_(L, M).
min_member_([H|T], M) :- min_member__(T, H, M).
min_member__([], M, M).
min_member__([H|T], M0, M) :- ( H @< M0 -> M1 = H ; M1 = M0 ), min_member__(T, M1, M).
numlist(L, H, R) :- L =< H, numlist_(L, H, R).
numlist_(H, H, [H]) :- !.
numlist_(L, H, [L|T]) :- L1 is L + 1, numlist_(L1, H, T).
select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).
selectchk(X, L, R) :- select(X, L, R), !.
select(X, Xs, Y, Ys) :- select4_(Xs, X, Y, Ys).
select4_([X|T], X, Y, [Y|T]).
select4_([H|T], X, Y, [H|T2]) :- select4_(T, X, Y, T2).
exclude(_, [], []).
exclude(P, [H|T], R) :- ( call(P, H) -> R = R1 ; R = [H|R1] ), exclude(P, T, R1).
include(_, [], []).
include(P, [H|T], R) :- ( call(P, H) -> R = [H|R1] ; R = R1 ), include(P, T, R1).
partition(_, [], [], []).
partition(P, [H|T], I, E) :-
    ( call(P, H) -> I = [H|I1], E = E1 ; I = I1, E = [H|E1] ), partition(P, T, I1, E1).
subtract([], _, []).
subtract([H|T], L, R) :- ( memberchk(H, L) -> R = R1 ; R = [H|R1] ), subtract(T, L, R1).
intersection([], _, []).
intersection([H|T], L, R) :- ( memberchk(H, L) -> R = [H|R1] ; R = R1 ), intersection(T, L, R1).
union([], L, L).
union([H|T], L, R) :- ( memberchk(H, L) -> R = R1 ; R = [H|R1] ), union(T, L, R1).
delete([], _, []).
delete([H|T], X, R) :- ( H \= X -> R = [H|R1] ; R = R1 ), delete(T, X, R1).
list_to_set(L, S) :- lts_(L, [], S).
lts_([], _, []).
lts_([H|T], Seen, R) :- ( memberchk_eq(H, Seen) -> R = R1 ; R = [H|R1] ), lts_(T, [H|Seen], R1).
memberchk_eq(X, [Y|T]) :- ( X == Y -> true ; memberchk_eq(X, T) ).
permutation([], []).
permutation(L, [H|T]) :- select(H, L, R), permutation(R, T).
flatten(L, F) :- flatten_(L, [], F0), !, F = F0.
flatten_(V, T, [V|T]) :- var(V), !.
flatten_([], T, T) :- !.
flatten_([H|Rest], T, F) :- !, flatten_(H, F1, F), flatten_(Rest, T, F1).
flatten_(A, T, [A|T]).
nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|T]) :- nextto(X, Y, T).
pairs_keys_values([], [], []).
pairs_keys_values([K-V|T], [K|Ks], [V|Vs]) :- pairs_keys_values(T, Ks, Vs).
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
predsort(P, L, Sorted) :- length(L, N), ( N < 2 -> Sorted = L
    ; H is N // 2, length(Front, H), append(Front, Back, L),
      predsort(P, Front, S1), predsort(P, Back, S2), predmerge_(P, S1, S2, Sorted) ).
predmerge_(_, [], L, L) :- !.
predmerge_(_, L, [], L) :- !.
predmerge_(P, [H1|T1], [H2|T2], R) :- call(P, O, H1, H2), predmerge__(O, P, H1, H2, T1, T2, R).
predmerge__(<, P, H1, H2, T1, T2, [H1|R]) :- predmerge_(P, T1, [H2|T2], R).
predmerge__(>, P, H1, H2, T1, T2, [H2|R]) :- predmerge_(P, [H1|T1], T2, R).
predmerge__(=, P, H1, _, T1, T2, [H1|R]) :- predmerge_(P, T1, T2, R).

% library(apply)
maplist(_, []).
maplist(P, [A|As]) :- call(P, A), maplist(P, As).
maplist(_, [], []).
maplist(P, [A|As], [B|Bs]) :- call(P, A, B), maplist(P, As, Bs).
maplist(_, [], [], []).
maplist(P, [A|As], [B|Bs], [C|Cs]) :- call(P, A, B, C), maplist(P, As, Bs, Cs).
maplist(_, [], [], [], []).
maplist(P, [A|As], [B|Bs], [C|Cs], [D|Ds]) :- call(P, A, B, C, D), maplist(P, As, Bs, Cs, Ds).
foldl(G, L, A0, A) :- foldl_(L, G, A0, A).
foldl_([], _, A, A).
foldl_([X|Xs], G, A0, A) :- call(G, X, A0, A1), foldl_(Xs, G, A1, A).
foldl(G, L1, L2, A0, A) :- foldl_(L1, L2, G, A0, A).
foldl_([], [], _, A, A).
foldl_([X|Xs], [Y|Ys], G, A0, A) :- call(G, X, Y, A0, A1), foldl_(Xs, Ys, G, A1, A).
