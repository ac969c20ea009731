/*  byrd_wrap.pl - Byrd-port counts by Debray's own method, to cross-check
    byrd_ports.pl.

    swipl byrd_wrap.pl -- [--out FILE] [--clauses] [--lib FILE]... PROGRAM.pl

    An independent second implementation of the counts byrd_ports.pl
    computes: instead of interpreting, it transforms the program the way
    Debray's profiler intercepts calls (section 5.2 and the appendix's
    $process_call) and lets SWI-Prolog run it natively. Every clause of a
    predicate p/N becomes a clause of '$byrd p'/N, and p/N gets the single
    clause
        p(X1..XN) :- byrd_wrap:box(Key, '$byrd p'(X1..XN)).
    where box/2 is the appendix's $process_call:
        box(Key, G) :- count call, ( call(G), ( count exit ; count redo, fail )
                                   ; count fail, fail ).
    SWI's own cut then gives the semantics byrd_ports.pl documents: a cut
    in p's clause is local to '$byrd p' (the box can still fail), and a cut
    in a caller removes the boxes' choice points with the rest. SWI's
    clause indexing of '$byrd p' cannot change a count: the box's own
    choice point is always there.

    With --clauses, clause J of p becomes
        '$byrd p'(V1..VN) :- count tried J, t(V1..VN) = t(Args), count unified J, Body.
    (Its head has only variables, so SWI's indexing cannot skip it: every
    clause is tried, in order, as byrd_ports.pl does.)

    Library predicates (prologc's frontends/prolog-mini/prelude.pl, less
    the built-ins its `:- system([...])` directive lists, as in
    byrd_ports.pl) are transformed the same way. Not
    handled (byrd_wrap refuses the program): dynamic predicates and the
    database built-ins, which would need the renaming inside assert and
    clause. Halting, failure and uncaught exceptions end the run as in
    byrd_ports.pl (status 3/1/2 ...) and the report is still written. The
    report has byrd_ports.pl's format and selection of predicates.
*/
:- module(byrd_wrap, [box/2, bump/2]).
% The wrapped program and prologc's library (member/2, memberchk/2, ...)
% are defined in user, this module's default import module: resolve this
% file's own calls in system (and the autoloaded libraries) instead, or
% its memberchk/2 would run, and be counted as, the program's.
:- set_module(base(system)).
:- initialization(main, main).

:- dynamic pred_/3.            % pred_(Name/Arity, Key, Origin)
:- dynamic entry_/1.
:- dynamic dq_/1.
:- dynamic report_to_/1.
:- dynamic ckey_/3.

lib_dir(D) :- source_file(byrd_wrap:main, F), file_directory_name(F, D).

% prologc's library (the default --lib), as in byrd_ports.pl.
prelude(P) :-
    lib_dir(D),
    atom_concat(D, '/../../../../frontends/prolog-mini/prelude.pl', P0),
    absolute_file_name(P0, P, [access(read)]).

:- dynamic system_/1.          % system_(Name/Arity): a built-in a library file defines

main :-
    current_prolog_flag(argv, Argv),
    (   parse_args(Argv, Opts, Prog) -> true
    ;   format(user_error, "usage: swipl byrd_wrap.pl -- [--out FILE] [--lib FILE]... PROGRAM.pl~n", []),
        halt(64)
    ),
    assertz(report_to_(Opts)),
    read_program(Prog, program),
    findall(L, member(lib(L), Opts), Ls0),
    (   Ls0 == [] -> prelude(Def), Ls = [Def]
    ;   exclude(==(none), Ls0, Ls)
    ),
    forall(member(L, Ls), read_program(L, library)),
    at_halt(report),
    ( entry_(G) -> true ; G = main ),
    catch(( once(user:G) -> S = 0
          ; print_message(warning, format("goal (~q) failed", [G])), S = 1 ),
          E, ( print_message(error, unhandled_exception(E)), S = 2 )),
    halt(S).

parse_args(['--out', F|As], [out(F)|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--clauses'|As], [clauses|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--lib', F|As], [lib(F)|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--'|As], Os, P) :- !, parse_args(As, Os, P).
parse_args([P], [], P) :- \+ sub_atom(P, 0, _, _, '--').

read_program(File, Origin) :-
    retractall(dq_(_)), assertz(dq_(string)),
    setup_call_cleanup(open(File, read, S), read_all(S, Origin, Cls), close(S)),
    install(Cls, Origin).

read_all(S, Origin, Cls) :-
    dq_(DQ),
    read_term(S, T, [double_quotes(DQ), module(user)]),
    (   T == end_of_file -> Cls = []
    ;   T = (:- D) -> directive(D), read_all(S, Origin, Cls)
    ;   Cls = [T|Cls1], read_all(S, Origin, Cls1)
    ).

directive(system(PIs)) :- !, forall(member(PI, PIs), assertz(system_(PI))).
directive(initialization(G, main)) :- !, retractall(entry_(_)), assertz(entry_(G)).
directive(initialization(G)) :- !, retractall(entry_(_)), assertz(entry_(G)).
directive(set_prolog_flag(double_quotes, F)) :- !, retractall(dq_(_)), assertz(dq_(F)).
directive(op(P, T, N)) :- !, op(P, T, user:N).
directive(discontiguous(_)) :- !.
directive(D) :- throw(error(byrd_wrap(unsupported_directive(D)), _)).

install(Cls, Origin) :-
    findall(N/A, ( member(C, Cls), head(C, H), functor(H, N, A),
                   \+ ( Origin == library, system_(N/A) ) ), PIs0),
    sort(PIs0, PIs),
    forall(member(PI, PIs), define(PI, Cls, Origin)).

head((H :- _), H) :- !.
head(H, H).

define(N/A, Cls, Origin) :-
    (   pred_(N/A, _, _) -> true          % the program's own definition wins
    ;   format(atom(Key), 'byrd ~q/~d', [N, A]),
        nb_setval(Key, c(0, 0, 0, 0)),
        assertz(pred_(N/A, Key, Origin)),
        atom_concat('$byrd ', N, Inner),
        functor(H, N, A), H =.. [_|Args], I =.. [Inner|Args],
        assertz(user:(H :- byrd_wrap:box(Key, user:I))),
        findall(C, ( member(C, Cls), head(C, CH), functor(CH, N, A) ), Mine),
        forall(nth1(J, Mine, C), wrap_clause(C, J, Key, Inner, N/A))
    ).

% Clause J of p: its head unification moved into the body, between the
% counts of "tried" and "unified" (the same unification, the same cut).
wrap_clause(C, J, Key, Inner, PI) :-
    ( C = (CH :- B) -> true ; CH = C, B = true ),
    format(atom(CKey), '~w#~d', [Key, J]),
    nb_setval(CKey, c(0, 0)),
    assertz(ckey_(PI, J, CKey)),
    CH =.. [_|Args], length(Args, A), length(Vs, A),
    RH =.. [Inner|Vs], T1 =.. [t|Vs], T2 =.. [t|Args],
    assertz(user:(RH :- byrd_wrap:bump(CKey, 1), T1 = T2, byrd_wrap:bump(CKey, 2), B)).

box(Key, G) :-
    bump(Key, 1),
    (   call(G),
        (   bump(Key, 2)
        ;   bump(Key, 3), fail
        )
    ;   bump(Key, 4), fail
    ).

bump(Key, I) :- nb_getval(Key, C), arg(I, C, N0), N is N0 + 1, nb_setarg(I, C, N).

report :-
    report_to_(Opts),
    findall(PI-Key, ( pred_(PI, Key, O),
                      ( O == program -> true ; nb_getval(Key, c(C, _, _, _)), C > 0 ) ), Rows0),
    msort(Rows0, Rows),
    (   memberchk(out(F), Opts), F \== '-' -> open(F, write, S) ; true ),
    (   var(S) -> ( memberchk(out(-), Opts) -> S = user_output ; S = user_error ) ; true ),
    forall(member(N/A-Key, Rows),
           ( nb_getval(Key, c(Ca, E, R, Fa)),
             format(S, "~q/~d ~d ~d ~d ~d~n", [N, A, Ca, E, R, Fa]),
             (   memberchk(clauses, Opts)
             ->  forall(ckey_(N/A, J, CKey),
                        ( nb_getval(CKey, c(T, U)), format(S, "~q/~d#~d ~d ~d~n", [N, A, J, T, U]) ))
             ;   true
             ) )),
    ( memberchk(S, [user_error, user_output]) -> true ; close(S) ).
