% swi_show.pl: how the reader's expected outputs were made. Reads clauses
% from standard input with SWI-Prolog's own reader and writes each as
% pl::show() does (AST.cpp): canonical syntax, every compound as
% name(args), every atom but a letter-digit one quoted, variables by name
% (_ for anonymous ones). op/3 and double_quotes directives are executed,
% as the reader applies them. A syntax error prints ERROR line:col id.
%   swipl swi_show.pl < nrev.pl > nrev.expected
:- initialization(main, main).
main :- repeat,
  catch(read_term(user_input, T, [variable_names(Vs)]), E, (report(E), fail)),
  ( T == end_of_file -> ! ; ((nonvar(T), T = (:- G), (G = op(_,_,_) ; G = set_prolog_flag(double_quotes,_))) -> catch(G,_,true) ; true), bindv(Vs), term_variables(T, Rest), maplist(=('$VAR'('_')), Rest), sh(T), nl, fail ).
report(error(syntax_error(M), stream(_, L, LP, _))) :- !, C is LP+1, format("ERROR ~w:~w ~w~n", [L, C, M]).
report(E) :- format("ERROR ~q~n", [E]).
bindv([]).
bindv([N=V|R]) :- V = '$VAR'(N), bindv(R).
sh('$VAR'(N)) :- !, write(N).
sh(T) :- integer(T), !, write(T).
sh(T) :- float(T), !, write(T).
sh(T) :- string(T), !, shs(T).
sh([]) :- !, write('\'[]\'').
sh(T) :- atom(T), !, sha(T).
sh(T) :- compound_name_arguments(T, N, As), sha(N), write('('), sha_args(As), write(')').
sha_args([A]) :- !, sh(A).
sha_args([A|R]) :- sh(A), write(','), sha_args(R).
sha([]) :- !, write('\'[]\'').
sha(A) :- atom_codes(A, [C|Cs]), code_type(C, lower), forall(member(D, Cs), code_type(D, csym)), !, write(A).
sha(A) :- atom_codes(A, Cs), put_char(''''), maplist(esc(0'\'), Cs), put_char('''').
shs(S) :- string_codes(S, Cs), put_char('"'), maplist(esc(0'"), Cs), put_char('"').
esc(Q, Q) :- !, put_char('\\'), put_code(Q).
esc(_, 0'\\) :- !, write('\\\\').
esc(_, 10) :- !, write('\\n').
esc(_, 9) :- !, write('\\t').
esc(_, C) :- (C < 32 ; C =:= 127), !, format("\\x~16r\\", [C]).
esc(_, C) :- put_code(C).
