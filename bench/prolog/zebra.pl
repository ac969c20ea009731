% zebra: the five-houses puzzle in van Roy's formulation (houses as
% h(Colour, Nation, Pet, Drink, Smoke), member/next_to/right_of over a
% list), all solutions, repeated ITER times.
:- initialization(main, main).

iterations(300).

houses([h(_, norwegian, _, _, _), _, h(_, _, _, milk, _), _, _]).

right_of(A, B, [B, A|_]).
right_of(A, B, [_|Y]) :- right_of(A, B, Y).

next_to(A, B, [A, B|_]).
next_to(A, B, [B, A|_]).
next_to(A, B, [_|Y]) :- next_to(A, B, Y).

mem(X, [X|_]).
mem(X, [_|Y]) :- mem(X, Y).

zebra(Houses) :-
    houses(Houses),
    mem(h(red, english, _, _, _), Houses),
    mem(h(_, spanish, dog, _, _), Houses),
    mem(h(green, _, _, coffee, _), Houses),
    mem(h(_, ukrainian, _, tea, _), Houses),
    right_of(h(green, _, _, _, _), h(ivory, _, _, _, _), Houses),
    mem(h(_, _, snails, _, winstons), Houses),
    mem(h(yellow, _, _, _, kools), Houses),
    next_to(h(_, _, _, _, chesterfields), h(_, _, fox, _, _), Houses),
    next_to(h(_, _, _, _, kools), h(_, _, horse, _, _), Houses),
    mem(h(_, _, _, orange_juice, lucky_strikes), Houses),
    mem(h(_, japanese, _, _, parliaments), Houses),
    next_to(h(_, norwegian, _, _, _), h(blue, _, _, _, _), Houses),
    mem(h(_, _, zebra, _, _), Houses),
    mem(h(_, _, _, water, _), Houses).

loop(0) :- !.
loop(N) :- \+ ( zebra(_), fail ), N1 is N - 1, loop(N1).

main :-
    iterations(I), loop(I),
    findall(H, zebra(H), [Sol]),
    mem(h(_, Z, zebra, _, _), Sol), mem(h(_, W, _, water, _), Sol),
    write(zebra(Z)), write(' '), write(water(W)), nl.
