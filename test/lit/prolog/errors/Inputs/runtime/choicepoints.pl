:- initialization(main, main).
% every call of q/0 leaves a choice point; p/0 never ends
q.
q.
p :- q, p.
main :- write(start), nl, p.
