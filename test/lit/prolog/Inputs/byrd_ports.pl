/*  byrd_ports.pl - reference Byrd-port counts of a Prolog program.

    swipl byrd_ports.pl -- [OPTION]... PROGRAM.pl

    (The -- matters: without it swipl also consults PROGRAM.pl itself and
    runs the program natively, through its own initialization(main, main),
    instead of this interpreter.)

    A meta-interpreter, run by SWI-Prolog, that reads PROGRAM.pl's clauses
    itself (read_term, not consult), runs the program and counts, for every
    predicate the program defines, the four ports of its boxes as Debray's
    profiler does ("Profiling Prolog Programs", sections 3.3-3.4):

      calls  the box was entered by a call;
      exits  the box was left by a success;
      redos  execution backtracked into the box after it had exited
             (whether or not clauses were left to try - Debray's
             backtrack_update runs on every backtrack into an exited call);
      fails  the box was left by a failure.

    Semantics, so that a compiled profiler can be checked against it:
    * Clauses are tried in order, every one (no clause indexing): after the
      last solution of a call, backtracking into it counts a redo and then a
      fail, as in the paper's tables, where every call of the findall'ed
      query eventually fails.
    * Cut: a cut removes the choice points of the boxes inside its scope
      (the clause whose body it is in), and with them the redo and fail
      ports those boxes would have had: a box that exited and was cut away
      is left for good and gets no further port. (This is not what
      Debray's section 3.4 proposes: there profiling choice points are
      "sensitive" and survive a cut, so a box cut away would still get a
      redo and a fail when execution later backtracks past the cut. The
      two agree on programs without cut, such as section 4's; --cut
      sensitive counts Debray's way.) The box whose clause executed the
      cut can still fail or be redone. Cut is local to the condition
      of -> and *->, to \+, call/N, findall/3,4, forall/2, catch/3's goal,
      once/1 and ignore/1 (the commits of ->, \+, once/1, ignore/1 and
      forall/2 are cuts too); it is transparent to ',', ';' and the then/else
      branches of -> and *->. A variable goal G in a body is call(G).
    * Exceptions: a box an exception passes through is left through no
      counted port (its choice points are gone, like after a cut).
    * Built-ins (is/2, =/2, write/1, functor/3, atom_codes/2, findall's
      collecting, ...) are uncounted primitives executed directly by SWI.
      Predicates of library(lists)/library(apply) that the program calls
      but does not define are interpreted from prologc's own library,
      frontends/prolog-mini/prelude.pl (found from this file's directory;
      --lib replaces or adds files), so that both count the same clauses,
      and counted under their own names (append/3, maplist/3, and helpers
      such as member_/3): their callbacks into the program are thus
      interpreted and counted too. A library file's `:- system([PI, ...])`
      directive lists the predicates it defines that are built-ins (the
      prelude's control constructs, call/N, between/3, length/2, findall/3,
      forall/2, ... written in Prolog): their clauses are not loaded, and
      they stay uncounted primitives (or the interpreter's own control),
      as prologc does not profile them either. bagof/3 and setof/3 run
      SWI's own, with the goal (inside any V^) interpreted: both run it once
      for all solutions, as findall/3 does, then group. Other SWI
      meta-predicates (aggregate_all/3, ...) are refused with an error
      rather than run uncounted.
    * The database: assert/asserta/assertz/retract/retractall/clause work on
      the interpreted program's clauses (logical update view: a call sees
      the clauses there were when it was made); modifying a predicate the
      program defines without declaring it dynamic is SWI's permission
      error, clause/2 reads any of them.
    * The run: the goal of `:- initialization(G, main)` (or main), or the
      --goal, is run once, like swipl's initialization(main, main): on
      success the exit status is 0, on failure 1 (with a warning on
      stderr), 2 after an uncaught exception (printed on stderr), N after
      halt(N). The program's output goes to stdout as under swipl.

    Options:
      --goal TEXT     run TEXT (a goal read in the program's syntax, e.g.
                      'prog(p1, L)') instead of the program's main goal
      --only PI,...   report only these predicates (name/arity, comma-
                      separated), in the order given
      --out FILE      write the report to FILE (default: stderr; - is
                      stdout, after the program's output)
      --lib FILE      a library file (default prelude.pl); repeatable;
                      --lib none loads no library
      --cut local     (the default) a cut takes the boxes in its scope
                      away: they get no redo and no fail afterwards
      --cut sensitive Debray's section 3.4: the boxes' redo/fail choice
                      points survive the cut (and the commits of ->, \+,
                      once/1, forall/2, ignore/1); backtracking past the
                      cut later counts a redo and a fail for each
      --clauses       after each predicate, one line per clause read from
                      a file, `name/arity#I tried unified`: how often clause
                      I was tried (every clause is, in order, as without
                      indexing) and how often its head unified (not for
                      dynamic predicates, whose clauses change)
    Report: one line per predicate, `name/arity calls exits redos fails`,
    sorted by name, then arity: every predicate the program defines or
    declares dynamic, and every library predicate it called.
*/
:- module(byrd_ports, []).
:- initialization(main, main).

:- dynamic pred_/4.            % pred_(Skeleton, CounterKey, Origin, Name/Arity)
:- dynamic cl_/4.              % cl_(Skeleton, ClauseKey, Head, Body): the clauses, in order
:- dynamic ckey_/3.            % ckey_(Skeleton, I, ClauseKey): clause I read from a file
:- dynamic dyn_/1.             % dyn_(Skeleton): declared dynamic or asserted to
:- dynamic entry_/1.           % the goal of initialization(G, main)
:- dynamic dq_/1.              % double_quotes while reading the current file

lib_dir(D) :- source_file(byrd_ports:main, F), file_directory_name(F, D).

% prologc's library, the default --lib: test/lit/prolog/Inputs/../../../../
% is the source tree's root.
prelude(P) :-
    lib_dir(D),
    atom_concat(D, '/../../../../frontends/prolog-mini/prelude.pl', P0),
    absolute_file_name(P0, P, [access(read)]).

:- dynamic lib_system_/1.      % lib_system_(Name/Arity): a built-in a library file defines

%%  Options and the run

main :-
    current_prolog_flag(argv, Argv),
    (   parse_args(Argv, Opts, Prog) -> true
    ;   format(user_error, "usage: swipl byrd_ports.pl -- [--goal G] [--only PI,...] [--out FILE] [--lib FILE]... PROGRAM.pl~n", []),
        halt(64)
    ),
    absolute_file_name(Prog, Abs),
    (   source_file(Abs)
    ->  format(user_error, "byrd_ports: swipl consulted ~w itself; run swipl byrd_ports.pl -- ... ~w~n", [Prog, Prog]),
        halt(64)
    ;   true
    ),
    load_program(Prog),
    libs(Opts, Libs),
    forall(member(L, Libs), load_library(L)),
    goal(Opts, Goal),
    (   memberchk(cut(sensitive), Opts) -> assertz(sensitive) ; true ),
    b_setval(byrd_pending, p(0, [])),
    run(Goal, Status),
    flush_output,
    report(Opts),
    halt(Status).

parse_args([], [], _) :- !, fail.
parse_args(['--goal', G|As], [goal(G)|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--only', O|As], [only(O)|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--out', F|As], [out(F)|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--clauses'|As], [clauses|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--cut', M|As], [cut(M)|Os], P) :- !, memberchk(M, [local, sensitive]), parse_args(As, Os, P).
parse_args(['--lib', F|As], [lib(F)|Os], P) :- !, parse_args(As, Os, P).
parse_args(['--'|As], Os, P) :- !, parse_args(As, Os, P).
parse_args([P], [], P) :- \+ sub_atom(P, 0, _, _, '--').

libs(Opts, Libs) :-
    findall(L, member(lib(L), Opts), Ls),
    (   Ls == [] -> prelude(Def), Libs = [Def]
    ;   exclude(==(none), Ls, Libs)
    ).

goal(Opts, Goal) :-
    (   memberchk(goal(Text), Opts)
    ->  ( dq_(DQ) -> true ; DQ = string ),    % the program's setting at its end
        term_string(Goal, Text, [double_quotes(DQ)])
    ;   entry_(G) -> Goal = G
    ;   Goal = main
    ).

% run(+Goal, -ExitStatus)
run(Goal, Status) :-
    catch(( scope_once(Goal) -> Status = 0
          ; print_message(warning, format("goal (~q) failed", [Goal])), Status = 1
          ),
          Ball,
          (   Ball = '$byrd_halt'(Status) -> true
          ;   print_message(error, unhandled_exception(Ball)), Status = 2
          )).

scope_once(G) :- scope(G), !.

%%  Loading

% double_quotes starts as SWI-Prolog 7's default, string.
load_program(File) :-
    set_dq(string),
    read_file(File, program).

% The library's clauses are added for the predicates the program neither
% defines nor declares dynamic.
load_library(File) :-
    set_dq(codes),
    read_file(File, library).

set_dq(F) :- retractall(dq_(_)), assertz(dq_(F)).

read_file(File, Origin) :-
    setup_call_cleanup(open(File, read, S),
                       read_clauses(S, Origin),
                       close(S)).

read_clauses(S, Origin) :-
    dq_(DQ),
    read_term(S, T, [double_quotes(DQ), module(user)]),
    (   T == end_of_file -> true
    ;   clause_or_directive(T, Origin), read_clauses(S, Origin)
    ).

clause_or_directive((:- D), Origin) :- !, directive(D, Origin).
clause_or_directive((H :- B), Origin) :- !, add_clause(H, B, Origin).
clause_or_directive(H, Origin) :- add_clause(H, true, Origin).

directive(system(PIs), library) :- !, forall(member(PI, PIs), assertz(lib_system_(PI))).
directive(initialization(G, main), _) :- !, retractall(entry_(_)), assertz(entry_(G)).
directive(initialization(G), _) :- !, retractall(entry_(_)), assertz(entry_(G)).
directive(dynamic(Specs), _) :- !, forall(spec(Specs, N/A), declare_dynamic(N, A)).
directive(discontiguous(_), _) :- !.
directive(ensure_loaded(_), _) :- !.
directive(use_module(_), _) :- !.
directive(use_module(_, _), _) :- !.
directive(set_prolog_flag(double_quotes, F), _) :- !, set_dq(F).
directive(op(P, T, N), _) :- !, op(P, T, user:N).
directive(G, _) :-
    (   scope_once(G) -> true
    ;   print_message(warning, format("directive failed: ~q", [G]))
    ).

spec(V, _) :- var(V), !, throw(error(instantiation_error, (dynamic)/1)).
spec((A, B), S) :- !, ( spec(A, S) ; spec(B, S) ).
spec([A|B], S) :- !, ( spec(A, S) ; spec(B, S) ).
spec([], _) :- !, fail.
spec(N/A, N/A).

declare_dynamic(N, A) :-
    functor(Skel, N, A),
    (   pred_(Skel, _, _, _) -> true ; new_pred(Skel, program) ),
    (   dyn_(Skel) -> true ; assertz(dyn_(Skel)) ).

new_pred(Skel, Origin) :-
    functor(Skel, N, A),
    format(atom(Key), 'byrd ~q/~d', [N, A]),
    nb_setval(Key, c(0, 0, 0, 0)),
    assertz(pred_(Skel, Key, Origin, N/A)).

add_clause(H, B, Origin) :-
    (   callable(H) -> true ; throw(error(type_error(callable, H), add_clause/2)) ),
    functor(H, N, A), functor(Skel, N, A),
    (   Origin == library, lib_system_(N/A) -> true       % a built-in: not interpreted
    ;   pred_(Skel, _, O, _)
    ->  (   O == program, Origin == library -> true      % the program's own definition wins
        ;   add_loaded(Skel, H, B)
        )
    ;   new_pred(Skel, Origin), add_loaded(Skel, H, B)
    ).

% A clause read from a file: numbered 1, 2, ... within its predicate, with
% counters of how often it was tried and how often its head unified.
add_loaded(Skel, H, B) :-
    aggregate_all(count, cl_(Skel, _, _, _), K), I is K + 1,
    pred_(Skel, Key, _, _),
    format(atom(CKey), '~w#~d', [Key, I]),
    nb_setval(CKey, c(0, 0)),
    assertz(ckey_(Skel, I, CKey)),
    body(B, B1),
    assertz(cl_(Skel, CKey, H, B1)).

% A body as it runs: a variable in a goal position is call(Variable).
body(V, call(V)) :- var(V), !.
body((A, B), (A1, B1)) :- !, body(A, A1), body(B, B1).
body((A ; B), (A1 ; B1)) :- !, body(A, A1), body(B, B1).
body((A -> B), (A1 -> B1)) :- !, body(A, A1), body(B, B1).
body((A *-> B), (A1 *-> B1)) :- !, body(A, A1), body(B, B1).
body(G, G).

%%  The interpreter
%
%   solve(+Goal, +CutBarrier): run Goal; a cut in it cuts back to the
%   choice point CutBarrier (prolog_cut_to/1 keeps that one and removes
%   every newer one).

solve(V, _) :- var(V), !, throw(error(instantiation_error, call/1)).
solve(true, _) :- !.
solve((A, B), CB) :- !, solve(A, CB), solve(B, CB).
solve(!, cb(Ch, P0)) :- !, cut(Ch, P0).
solve((C -> T ; E), CB) :- !, ite(C, T, E, CB).
solve((C *-> T ; E), CB) :- !, ( scope(C) *-> solve(T, CB) ; solve(E, CB) ).
solve((A ; B), CB) :- !, ( solve(A, CB) ; solve(B, CB) ).
solve((C -> T), CB) :- !, ite(C, T, fail, CB).
solve((C *-> T), CB) :- !, scope(C), solve(T, CB).
solve(\+ G, CB) :- !, ite(G, fail, true, CB).
solve(not(G), CB) :- !, ite(G, fail, true, CB).
solve(call(G), _) :- !, scope(G).
solve(G, _) :- compound(G), compound_name_arguments(G, call, [C|Extra]), !,
    add_args(C, Extra, G1), scope(G1).
solve(findall(T, G, L), _) :- !, findall(T, scope(G), L).
solve(findall(T, G, L, Tail), _) :- !, findall(T, scope(G), L, Tail).
solve(bagof(T, G, L), _) :- !, scope_inner(G, G1), bagof(T, G1, L).
solve(setof(T, G, L), _) :- !, scope_inner(G, G1), setof(T, G1, L).
solve(forall(C, A), CB) :- !, ite((C, \+ A), fail, true, CB).
solve(once(G), CB) :- !, ite(G, true, fail, CB).
solve(ignore(G), CB) :- !, ite(G, true, true, CB).
solve(catch(G, C, R), _) :- !, catch(scope(G), B, recover(B, C, R)).
solve(halt, _) :- !, throw('$byrd_halt'(0)).
solve(halt(N), _) :- !, throw('$byrd_halt'(N)).
solve(G, _) :- pred_(G, Key, _, _), !, call_box(G, Key).
solve(G, _) :- db_builtin(G), !, database(G).
solve(G, _) :- primitive(G).

scope(G) :- prolog_current_choice(Ch), pending(P0), solve(G, cb(Ch, P0)).

% bagof/setof's goal, interpreted inside its V^ prefix (which SWI's bagof
% strips to find the free variables).
scope_inner(V^G, V^G1) :- !, scope_inner(G, G1).
scope_inner(G, scope(G)).

% If-then-else, and \+, once/1, ignore/1, forall/2 as its instances: the
% condition is opaque to cut (its barrier is the disjunction's choice
% point); once it succeeds, cut/2 removes the else branch and the
% condition's choice points.
ite(C, T, E, CB) :-
    prolog_current_choice(Ch0), pending(P0),
    (   prolog_current_choice(ChC), solve(C, cb(ChC, P0)), cut(Ch0, P0), solve(T, CB)
    ;   solve(E, CB)
    ).

% cut(+Choice, +Pending0): remove every choice point newer than Choice.
% With --cut sensitive (Debray's section 3.4), the redo/fail choice points
% of the boxes that exited since survive as one new choice point that,
% when execution backtracks into it, counts a redo and a fail for each of
% them. Those boxes are the entries in front of Pending0 on the pending
% list p(Length, Entries) (backtrackable: a redo takes a box off again);
% an entry is a box's key, or g(Entries) for the boxes of a surviving
% choice point that a later cut removed and replaced.
cut(Ch, P0) :-
    (   sensitive
    ->  pending(p(N1, L1)),
        prolog_cut_to(Ch),
        P0 = p(N0, L0),
        K is N1 - N0,
        (   K =:= 0 -> true
        ;   length(New, K), append(New, _, L1),
            N is N0 + 1, b_setval(byrd_pending, p(N, [g(New)|L0])),
            (   true
            ;   redo_fail(New), fail
            )
        )
    ;   prolog_cut_to(Ch)
    ).

redo_fail([]).
redo_fail([E|Es]) :-
    (   E = g(Sub) -> redo_fail(Sub) ; bump(E, 3), bump(E, 4) ),
    redo_fail(Es).

:- dynamic sensitive/0.
pending(P) :- ( sensitive -> b_getval(byrd_pending, P) ; P = p(0, []) ).
push_pending(Key) :-
    (   sensitive
    ->  b_getval(byrd_pending, p(N, L)), N1 is N + 1, b_setval(byrd_pending, p(N1, [Key|L]))
    ;   true
    ).

recover('$byrd_halt'(N), _, _) :- !, throw('$byrd_halt'(N)).
recover(B, C, R) :- ( B = C -> scope(R) ; throw(B) ).

add_args(V, _, _) :- var(V), !, throw(error(instantiation_error, call/2)).
add_args(C, Extra, G) :-
    (   atom(C) -> compound_name_arguments(G, C, Extra)
    ;   compound(C) -> compound_name_arguments(C, N, As), append(As, Extra, As1),
        compound_name_arguments(G, N, As1)
    ;   throw(error(type_error(callable, C), call/2))
    ).

% One box: Debray's $process_call. The choice point of the disjunction is
% the cut barrier of the clauses: a cut in a clause body removes the
% alternative clauses and the boxes called before it, but this box can
% still fail. The exit/redo disjunction is created after the body has run,
% so it is removed only by a cut of an enclosing clause.
%   Every clause is tried in order (no indexing): its head is unified with
%   the goal after the clause is taken, and both events are counted.
call_box(G, Key) :-
    bump(Key, 1),
    (   prolog_current_choice(Ch), pending(P0),
        functor(G, N, A), functor(Skel, N, A),
        cl_(Skel, CKey, H, Body),
        bump_clause(CKey, 1),
        G = H,
        bump_clause(CKey, 2),
        solve(Body, cb(Ch, P0)),
        (   bump(Key, 2), push_pending(Key)
        ;   bump(Key, 3), fail
        )
    ;   bump(Key, 4), fail
    ).

bump(Key, I) :- nb_getval(Key, C), arg(I, C, N0), N is N0 + 1, nb_setarg(I, C, N).

bump_clause(none, _) :- !.
bump_clause(CKey, I) :- bump(CKey, I).

%   The database built-ins, on the interpreted clauses.
db_builtin(assert(_)).
db_builtin(assertz(_)).
db_builtin(asserta(_)).
db_builtin(retract(_)).
db_builtin(retractall(_)).
db_builtin(clause(_, _)).

database(assert(C)) :- assert_(C, z).
database(assertz(C)) :- assert_(C, z).
database(asserta(C)) :- assert_(C, a).
database(retract(C)) :- clause_parts(C, H, B), modifiable(H, retract/1),
    known(H), skel(H, S), retract(cl_(S, _, H, B)).
database(retractall(H)) :- modifiable(H, retractall/1), functor(H, N, A), declare_dynamic(N, A),
    skel(H, S), retractall(cl_(S, _, H, _)).
database(clause(H, B)) :- known(H), skel(H, S), cl_(S, _, H, B).

skel(H, S) :- functor(H, N, A), functor(S, N, A).

% The program's own predicates not declared dynamic are static: modifying
% one is SWI's permission error.
modifiable(H, Ctx) :-
    (   callable(H), skel(H, S), pred_(S, _, program, PI), \+ dyn_(S)
    ->  throw(error(permission_error(modify, static_procedure, PI), context(system:Ctx, _)))
    ;   true
    ).

assert_(C, End) :-
    clause_parts(C, H, B),
    (   var(H) -> throw(error(instantiation_error, assertz/1)) ; true ),
    ( End == a -> modifiable(H, asserta/1) ; modifiable(H, assertz/1) ),
    functor(H, N, A), declare_dynamic(N, A),
    body(B, B1), skel(H, S), copy_term(cl_(S, none, H, B1), Cl),
    ( End == a -> asserta(Cl) ; assertz(Cl) ).

clause_parts(C, H, B) :- nonvar(C), C = (H :- B), !.
clause_parts(H, H, true).

known(H) :- callable(H), pred_(H, _, _, _).

%   Everything else runs in SWI: built-ins and library predicates that take
%   no goals.
primitive(G) :-
    (   callable(G) -> true ; throw(error(type_error(callable, G), call/1)) ),
    (   predicate_property(user:G, meta_predicate(Spec)),
        arg(_, Spec, S), ( integer(S) ; S == (^) )
    ->  functor(G, N, A),
        throw(error(byrd_ports(not_interpreted(N/A)),
                    'a meta-predicate: byrd_ports.pl would run its goal uncounted'))
    ;   true
    ),
    call(user:G).

%%  The report

report(Opts) :-
    findall(N/A-Key-O, pred_(_, Key, O, N/A), All),
    (   memberchk(only(Only), Opts)
    ->  atomic_list_concat(Texts, ',', Only),
        findall(PI-Key, ( member(T, Texts), term_to_atom(PI, T),
                          ( memberchk(PI-Key-_, All) -> true ; Key = none ) ), Rows)
    ;   findall(PI-Key, ( member(PI-Key-O, All),
                          ( O == program -> true ; nb_getval(Key, c(C, _, _, _)), C > 0 ) ), Rows0),
        msort(Rows0, Rows)
    ),
    (   memberchk(out(F), Opts), F \== '-' -> open(F, write, S) ; true ),
    (   var(S) -> ( memberchk(out(-), Opts) -> S = user_output ; S = user_error ) ; true ),
    forall(member(PI-Key, Rows),
           ( row(S, PI, Key),
             ( memberchk(clauses, Opts) -> clause_rows(S, PI) ; true ) )),
    ( memberchk(S, [user_error, user_output]) -> true ; close(S) ).

% N/A#I tried unified, for each clause read from a file, unless the
% predicate is dynamic (its clauses change while it runs).
clause_rows(S, N/A) :-
    functor(Skel, N, A),
    (   dyn_(Skel) -> true
    ;   forall(ckey_(Skel, I, CKey),
               ( nb_getval(CKey, c(T, U)),
                 format(S, "~q/~d#~d ~d ~d~n", [N, A, I, T, U]) ))
    ).

row(S, N/A, Key) :-
    (   Key == none -> C = c(0, 0, 0, 0) ; nb_getval(Key, C) ),
    C = c(Calls, Exits, Redos, Fails),
    format(S, "~q/~d ~d ~d ~d ~d~n", [N, A, Calls, Exits, Redos, Fails]).
