% The zebra puzzle (Lewis Carroll / Einstein's), classic formulation with
% houses as h(Colour, Nation, Pet, Drink, Smoke) in a five-element list.
:- initialization(main, main).

right_of(A, B, [B, A|_]).
right_of(A, B, [_|T]) :- right_of(A, B, T).

next_to(A, B, L) :- right_of(A, B, L).
next_to(A, B, L) :- right_of(B, A, L).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

houses([h(_,_,_,_,_), h(_,_,_,_,_), h(_,_,_,_,_), h(_,_,_,_,_), h(_,_,_,_,_)]).

zebra(Hs) :-
    houses(Hs),
    mem(h(red, english, _, _, _), Hs),
    mem(h(_, spanish, dog, _, _), Hs),
    mem(h(green, _, _, coffee, _), Hs),
    mem(h(_, ukrainian, _, tea, _), Hs),
    right_of(h(green,_,_,_,_), h(ivory,_,_,_,_), Hs),
    mem(h(_, _, snails, _, oldgold), Hs),
    mem(h(yellow, _, _, _, kools), Hs),
    Hs = [_, _, h(_, _, _, milk, _), _, _],
    Hs = [h(_, norwegian, _, _, _)|_],
    next_to(h(_,_,_,_,chesterfield), h(_,_,fox,_,_), Hs),
    next_to(h(_,_,_,_,kools), h(_,_,horse,_,_), Hs),
    mem(h(_, _, _, orange_juice, luckystrike), Hs),
    mem(h(_, japanese, _, _, parliament), Hs),
    next_to(h(_, norwegian, _, _, _), h(blue,_,_,_,_), Hs),
    mem(h(_, _, zebra, _, _), Hs),
    mem(h(_, _, _, water, _), Hs).

main :-
    zebra(Hs),
    forall(mem(H, Hs), (write(H), nl)),
    mem(h(_, Z, zebra, _, _), Hs), write(zebra_owner(Z)), nl,
    mem(h(_, W, _, water, _), Hs), write(water_drinker(W)), nl,
    findall(x, zebra(_), Sols), length(Sols, N), write(solutions(N)), nl.
