% Box time and self time with known work (test/lit/prolog/profile/box-time.test).
% spin(N) is the unit of work: N iterations of between/3 (a built-in: no
% ports, its time is spin's own). Every spin/1 call, inside a box or not,
% is part of spin/1's box time, which is thus the calibration: the total
% time of all 5 x 400000 iterations, measured in the same run. The work is
% done in 5 rounds (main/0), so that a change of the machine's speed during
% the run (other processes on a shared VM) falls on every part alike.
:- initialization(main, main).

spin(N) :- ( between(1, N, _), fail ; true ).

% p/1 works inside its box on entry (clause 1, 80000 before the first
% exit), after the redo (clause 2, 40000 before the second exit) and
% before failing (clause 3, 40000): 160000 of each round's 400000.
p(1) :- spin(80000).
p(2) :- spin(40000).
p(_) :- spin(40000), fail.

% After each of p's two exits the caller works outside p's box (2 x 80000).
% drive/0's own box has both: 320000 of 400000.
drive :- ( p(_), spin(80000), fail ; true ).

% r/1, 20 deep, 4000 per level: 80000 of 400000 in its box. A recursive
% call is not timed again; timing each level would count
% 4000 x (20 + 19 + ... + 1), 840000.
r(0) :- !.
r(N) :- spin(4000), N1 is N - 1, r(N1).

% Self time: f/0 and g/0 loop in their own code (60000 and 180000 a
% round), and call no profiled predicate: like spin/1's, their self time
% is their box time.
f :- ( between(1, 60000, _), fail ; true ).
g :- ( between(1, 180000, _), fail ; true ).

% The first loop of a run is slower per iteration (the collector's heap
% grows, its pages are first touched): warm/0 takes that before the
% measured work.
warm :- ( between(1, 600000, _), fail ; true ).

main :- warm, ( between(1, 5, _), drive, r(20), f, g, fail ; true ), write(done), nl.
