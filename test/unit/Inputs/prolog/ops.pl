:- op(700, xfx, ===).
x(a === b).
:- op(200, xfy, [++, --]).
x(a ++ b -- c).
:- op(200, xf, ++).
x(a ++).
x(a ++ ++).
x((a ++) = b).
:- op(900, fy, not).
x(not a, not not b).
:- op(0, xfx, ===).
x(===).
:- op(700, xfx, '|||').
x(a '|||' b).
x(f(a ++, b)).
:- op(100, yfx, ++).
x(a ++ b ++ c).
:- op(100, yf, ++).
x(a ++ ++ b).
x(- - ++).
