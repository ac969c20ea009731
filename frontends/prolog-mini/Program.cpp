//===- Program.cpp - prolog-mini: predicates and normalised clause bodies -===//
#include "Program.h"
#include "Lexer.h"
#include "Reader.h"
#include "runtime/pl_builtins.h"

#include <functional>
#include <set>

namespace pl {

std::string keyOf(const Term &G) {
  return G.Name + "/" + std::to_string(G.arity());
}

bool isControl(const std::string &N, size_t A) {
  static const std::set<std::pair<std::string, size_t>> Control = {
      {",", 2},       {";", 2},         {"->", 2},      {"*->", 2},   {"\\+", 1},
      {"!", 0},       {"call", 1},      {"findall", 3}, {"catch", 3}, {"forall", 2},
      {"once", 1},    {"ignore", 1},    {"not", 1},     {"true", 0},  {"fail", 0},
      {"false", 0},   {"=", 2},         {"$cut", 1},    {"$barrier", 1},
      {"$findall", 3}, {"$catch", 3},   {"$meta", 1}, {"$call_pred", 1},   {"halt", 0},  {"halt", 1}};
  return Control.count({N, A}) != 0;
}

static bool isBuiltin(const std::string &N, size_t A) {
#define PL_BUILTIN(Name, Arity, Fn) if (N == Name && A == Arity) return true;
  PL_BUILTINS
#undef PL_BUILTIN
  return false;
}

namespace {

/// How a cut in the goal being normalised behaves: the clause's own `!`, or
/// a cut to the barrier held by a variable (a transparent construct's).
struct CutMode {
  bool Own = true;
  std::string BarrierVar;
};

/// Normalises the clauses of one user predicate, creating auxiliaries.
class Normaliser {
public:
  Normaliser(Program &P, const std::string &Owner, unsigned &AuxCount)
      : P(P), Owner(Owner), AuxCount(AuxCount) {}

  /// The clause `Head :- Body` (Head a callable term) into \p Out.
  Clause clause(const TermPtr &Head, const TermPtr &Body, Loc At);

private:
  Program &P;
  std::string Owner;
  unsigned &AuxCount;
  std::map<std::string, int> Occurrences; // of the whole source clause
  unsigned Fresh = 0;

  struct Ctx {
    std::vector<TermPtr> *Out;
    CutMode Mode;
    std::string OwnBarrier; // this clause's barrier variable, once needed
    std::vector<TermPtr> *Prologue;
  };

  void countVars(const TermPtr &T, std::map<std::string, int> &Into);
  TermPtr renameAnon(const TermPtr &T);
  void goal(const TermPtr &G, Ctx &C);
  CutMode transparent(Ctx &C, Loc At);
  TermPtr aux(const std::vector<TermPtr> &Parts, Ctx &C, Loc At,
              const std::function<void(const std::vector<TermPtr> &Vs, const std::string &Name)> &Make,
              const std::string &Barrier = "");
  TermPtr opaque(const TermPtr &G, Ctx &C);
  void addAuxClause(const std::string &Key, const std::vector<TermPtr> &Vs,
                    const std::vector<TermPtr> &Goals, CutMode Mode, Loc At);
};

void Normaliser::countVars(const TermPtr &T, std::map<std::string, int> &Into) {
  std::vector<const Term *> Work{T.get()};
  while (!Work.empty()) {
    const Term *X = Work.back();
    Work.pop_back();
    if (X->K == Term::Var)
      ++Into[X->Name];
    for (const TermPtr &A : X->Args)
      Work.push_back(A.get());
  }
}

/// Gives every anonymous `_` a name of its own ("_#N"): each is a new variable.
TermPtr Normaliser::renameAnon(const TermPtr &T) {
  if (T->K == Term::Var)
    return T->Name == "_" ? mkVar(T->At, "_#" + std::to_string(Fresh++)) : T;
  if (T->K != Term::Compound)
    return T;
  std::vector<TermPtr> Args;
  Args.reserve(T->Args.size());
  for (const TermPtr &A : T->Args)
    Args.push_back(renameAnon(A));
  return mkCompound(T->At, T->Name, std::move(Args));
}

Clause Normaliser::clause(const TermPtr &Head0, const TermPtr &Body0, Loc At) {
  TermPtr Head = renameAnon(Head0), Body = renameAnon(Body0);
  Occurrences.clear();
  countVars(Head, Occurrences);
  countVars(Body, Occurrences);
  Clause Cl;
  Cl.At = At;
  Cl.Head = Head->Args;
  std::vector<TermPtr> Prologue;
  Ctx C{&Cl.Body, CutMode{}, "", &Prologue};
  goal(Body, C);
  Cl.Body.insert(Cl.Body.begin(), Prologue.begin(), Prologue.end());
  return Cl;
}

/// The cut mode for a transparent construct (a disjunction's branches,
/// then/else): its cuts cut the clause, so they need the clause's barrier.
CutMode Normaliser::transparent(Ctx &C, Loc At) {
  if (!C.Mode.Own)
    return C.Mode;
  if (C.OwnBarrier.empty()) {
    C.OwnBarrier = "$B" + std::to_string(Fresh++);
    C.Prologue->push_back(mkCompound(At, "$barrier", {mkVar(At, C.OwnBarrier)}));
    ++Occurrences[C.OwnBarrier];
  }
  CutMode M;
  M.Own = false;
  M.BarrierVar = C.OwnBarrier;
  return M;
}

static bool containsCut(const TermPtr &T) {
  std::vector<const Term *> Work{T.get()};
  while (!Work.empty()) {
    const Term *X = Work.back();
    Work.pop_back();
    if (X->isAtom("!"))
      return true;
    for (const TermPtr &A : X->Args)
      Work.push_back(A.get());
  }
  return false;
}

/// Adds a clause to the auxiliary \p Key. (By key: normalising the goals may
/// add auxiliaries, which moves the predicates.)
void Normaliser::addAuxClause(const std::string &Key, const std::vector<TermPtr> &Vs,
                              const std::vector<TermPtr> &Goals, CutMode Mode, Loc At) {
  Clause Cl;
  Cl.At = At;
  Cl.Head = Vs;
  std::vector<TermPtr> Prologue;
  Ctx C{&Cl.Body, Mode, "", &Prologue};
  for (const TermPtr &G : Goals)
    goal(G, C);
  Cl.Body.insert(Cl.Body.begin(), Prologue.begin(), Prologue.end());
  P.find(Key)->Clauses.push_back(std::move(Cl));
}

/// A new auxiliary predicate over the variables that \p Parts share with
/// the rest of the clause; \p Make adds its clauses. Returns the call.
TermPtr Normaliser::aux(
    const std::vector<TermPtr> &Parts, Ctx &C, Loc At,
    const std::function<void(const std::vector<TermPtr> &, const std::string &)> &Make,
    const std::string &Barrier) {
  std::map<std::string, int> Inside;
  for (const TermPtr &T : Parts)
    countVars(T, Inside);
  std::vector<TermPtr> Vs;
  for (auto &[V, N] : Inside)
    if (Occurrences[V] > N)
      Vs.push_back(mkVar(At, V));
  if (!Barrier.empty() && !Inside.count(Barrier))
    Vs.push_back(mkVar(At, Barrier)); // the cuts in a transparent construct's
  std::string Name = "$aux" + std::to_string(AuxCount++);
  Predicate Aux;
  Aux.Name = Name;
  Aux.Arity = Vs.size();
  Aux.At = At;
  Aux.Owner = Owner;
  P.Index[Aux.key()] = P.Preds.size();
  P.Preds.push_back(Aux);
  Make(Vs, Aux.key());
  if (Vs.empty())
    return mkAtom(At, Name);
  return mkCompound(At, Name, Vs);
}

/// call/1 of a goal known at compile time: an auxiliary whose cuts are its own.
TermPtr Normaliser::opaque(const TermPtr &G, Ctx &C) {
  return aux({G}, C, G->At, [&](const std::vector<TermPtr> &Vs, const std::string &Key) {
    addAuxClause(Key, Vs, {G}, CutMode{}, G->At);
  });
}

void Normaliser::goal(const TermPtr &G, Ctx &C) {
  Loc At = G->At;
  auto Push = [&](TermPtr T) { C.Out->push_back(std::move(T)); };
  if (G->K == Term::Var) {
    Push(mkCompound(At, "$meta", {G}));
    return;
  }
  if (G->K == Term::Int || G->K == Term::Float || G->K == Term::String)
    error(At, "type error: callable expected, found " + show(*G));
  if (G->is(",", 2)) {
    goal(G->Args[0], C);
    goal(G->Args[1], C);
    return;
  }
  if (G->isAtom("true"))
    return;
  if (G->isAtom("!")) {
    Push(C.Mode.Own ? G : mkCompound(At, "$cut", {mkVar(At, C.Mode.BarrierVar)}));
    return;
  }
  if (G->is("*->", 2)) // alone, as (C *-> T): if C then T, all of C's solutions
    error(At, "the soft cut (*->) is not supported");
  if (G->is(";", 2) || G->is("->", 2) || G->is("|", 2)) {
    TermPtr Cond, Then, Else = mkAtom(At, "fail");
    if (G->is("->", 2)) {
      Cond = G->Args[0];
      Then = G->Args[1];
    } else if (G->Args[0]->is("->", 2)) {
      Cond = G->Args[0]->Args[0];
      Then = G->Args[0]->Args[1];
      Else = G->Args[1];
    } else if (G->Args[0]->is("*->", 2)) {
      error(At, "the soft cut (*->) is not supported");
    }
    bool Cuts = containsCut(G);
    CutMode T = Cuts ? transparent(C, At) : CutMode{};
    std::string Barrier = Cuts ? T.BarrierVar : "";
    if (!Cond) { // a disjunction
      Push(aux({G}, C, At, [&](const std::vector<TermPtr> &Vs, const std::string &Key) {
        addAuxClause(Key, Vs, {G->Args[0]}, T, At);
        addAuxClause(Key, Vs, {G->Args[1]}, T, At);
      }, Barrier));
      return;
    }
    Push(aux({G}, C, At, [&](const std::vector<TermPtr> &Vs, const std::string &Key) {
      Ctx Tmp = C;
      TermPtr CondGoal = containsCut(Cond) ? opaque(Cond, Tmp) : Cond;
      // Clause 1: Cond, !, Then (the ! is the auxiliary's own: it commits).
      Clause Cl;
      Cl.At = At;
      Cl.Head = Vs;
      std::vector<TermPtr> Prologue;
      Ctx C1{&Cl.Body, CutMode{}, "", &Prologue};
      goal(CondGoal, C1);
      Cl.Body.push_back(mkAtom(At, "!"));
      Ctx C2{&Cl.Body, T, "", &Prologue};
      goal(Then, C2);
      Cl.Body.insert(Cl.Body.begin(), Prologue.begin(), Prologue.end());
      P.find(Key)->Clauses.push_back(std::move(Cl));
      addAuxClause(Key, Vs, {Else}, T, At);
    }, Barrier));
    return;
  }
  if (G->is("\\+", 1) || G->is("not", 1)) {
    TermPtr Inner = G->Args[0];
    Push(aux({Inner}, C, At, [&](const std::vector<TermPtr> &Vs, const std::string &Key) {
      Ctx Tmp = C;
      TermPtr Body = containsCut(Inner) || Inner->K == Term::Var ? opaque(Inner, Tmp) : Inner;
      addAuxClause(Key, Vs,
                   {Body, mkAtom(At, "!"), mkAtom(At, "fail")}, CutMode{}, At);
      addAuxClause(Key, Vs, {}, CutMode{}, At);
    }));
    return;
  }
  if (G->is("call", 1)) {
    Push(G->Args[0]->K == Term::Var ? mkCompound(At, "$meta", {G->Args[0]})
                                    : opaque(G->Args[0], C));
    return;
  }
  if (G->is("once", 1)) {
    goal(mkCompound(At, "->", {G->Args[0], mkAtom(At, "true")}), C);
    return;
  }
  if (G->is("ignore", 1)) {
    goal(mkCompound(At, ";", {mkCompound(At, "->", {G->Args[0], mkAtom(At, "true")}),
                              mkAtom(At, "true")}),
         C);
    return;
  }
  if (G->is("forall", 2)) {
    TermPtr Inner = mkCompound(At, ",", {G->Args[0], mkCompound(At, "\\+", {G->Args[1]})});
    goal(mkCompound(At, "\\+", {Inner}), C);
    return;
  }
  if (G->is("findall", 3)) {
    TermPtr Call = G->Args[1]->K == Term::Var
                       ? opaque(mkCompound(At, "call", {G->Args[1]}), C)
                       : opaque(G->Args[1], C);
    Push(mkCompound(At, "$findall", {G->Args[0], Call, G->Args[2]}));
    return;
  }
  if (G->is("catch", 3)) {
    TermPtr Call = G->Args[0]->K == Term::Var
                       ? opaque(mkCompound(At, "call", {G->Args[0]}), C)
                       : opaque(G->Args[0], C);
    Push(mkCompound(At, "$catch", {Call, G->Args[1], G->Args[2]}));
    return;
  }
  Push(G);
}

/// The predicates a dynamic/1 or discontiguous/1 directive names:
/// f/1, (f/1, g/2) or [f/1, g/2].
void specs(const TermPtr &T, std::vector<std::pair<std::string, unsigned>> &Out) {
  if (T->is(",", 2) || T->is("[|]", 2)) {
    specs(T->Args[0], Out);
    specs(T->Args[1], Out);
    return;
  }
  if (T->isAtom("[]"))
    return;
  if (T->is("/", 2) && T->Args[0]->K == Term::Atom && T->Args[1]->K == Term::Int &&
      T->Args[1]->IntVal >= 0) {
    Out.emplace_back(T->Args[0]->Name, (unsigned)T->Args[1]->IntVal);
    return;
  }
  error(T->At, "expected a predicate indicator name/arity, found " + show(*T));
}

/// name/arity as swipl's messages write it (writeq): `write/1`, `(',')/2`,
/// `(=)/2`, `'hello world'/0`.
std::string indicator(const std::string &Name, unsigned Arity) {
  std::string N = Name;
  if (!isUnquotedAtom(Name)) {
    N = "'";
    for (char C : Name)
      N += C == '\'' ? std::string("\\'") : C == '\\' ? std::string("\\\\") : std::string(1, C);
    N += "'";
  }
  if (Name == "," || Name == "|" || isDefaultOp(Name))
    N = "(" + N + ")";
  return N + "/" + std::to_string(Arity);
}

std::string staticProcedure(const std::string &Name, unsigned Arity) {
  return "no permission to modify static procedure `" + indicator(Name, Arity) + "'";
}

class Builder {
public:
  Program P;
  unsigned AuxCount = 0;

  std::string File;
  void add(const ReadClause &RC, bool Library);
  void finish();

private:
  std::set<std::string> UserDefined;
  std::vector<TermPtr> LibraryGoals, Directives, InitGoals;
  TermPtr MainGoal;
  // The user's static clauses as read, for clause/2, when the program
  // names clause (anywhere: a call, a closure, a term it builds a goal of).
  std::vector<TermPtr> StaticClauses;
  bool UsesClause = false;
  void directive(const TermPtr &D, bool Library);
  Predicate &predicate(const std::string &Name, unsigned Arity, Loc At, bool Library);
};

Predicate &Builder::predicate(const std::string &Name, unsigned Arity, Loc At, bool Library) {
  std::string Key = Name + "/" + std::to_string(Arity);
  if (!Library && UserDefined.insert(Key).second) {
    if (isControl(Name, Arity) || isBuiltin(Name, Arity))
      error(At, staticProcedure(Name, Arity));
    if (Predicate *Old = P.find(Key)) {
      if (Old->System)
        error(At, staticProcedure(Name, Arity));
      Old->Clauses.clear(); // the user's definition replaces the library's
      Old->Library = false;
      Old->At = At;
    }
  }
  if (Predicate *Old = P.find(Key))
    return *Old;
  Predicate NP;
  NP.Name = Name;
  NP.Arity = Arity;
  NP.At = At;
  NP.Library = Library;
  P.Index[Key] = P.Preds.size();
  P.Preds.push_back(NP);
  return P.Preds.back();
}

void Builder::directive(const TermPtr &D, bool Library) {
  if (D->is("dynamic", 1)) {
    std::vector<std::pair<std::string, unsigned>> S;
    specs(D->Args[0], S);
    for (auto &[N, A] : S) {
      Predicate &Pr = predicate(N, A, D->At, Library);
      if (!Pr.Clauses.empty())
        error(D->At, staticProcedure(N, A) + " (prologc: declare it dynamic before its clauses)");
      Pr.Dynamic = true;
    }
    return;
  }
  if (D->is("system", 1)) { // prelude.pl: built-ins written in Prolog
    std::vector<std::pair<std::string, unsigned>> S;
    specs(D->Args[0], S);
    for (auto &[N, A] : S)
      predicate(N, A, D->At, true).System = true;
    return;
  }
  if (D->is("initialization", 2) && D->Args[1]->isAtom("main")) {
    MainGoal = D->Args[0];
    return;
  }
  if (D->is("initialization", 1) || D->is("initialization", 2)) {
    InitGoals.push_back(D->Args[0]);
    return;
  }
  if (D->is("op", 3)) {
    P.Ops.push_back(D);
    return;
  }
  if (D->is("set_prolog_flag", 2) || D->is("discontiguous", 1) || D->is("use_module", 1) ||
      D->is("use_module", 2) || D->is("ensure_loaded", 1) || D->is("style_check", 1))
    return; // applied by the reader, or nothing to do for one compiled file
  (Library ? LibraryGoals : Directives).push_back(D);
}

/// The start-up goals as predicates '$goal<i>'/0, in the order they run.
void Builder::finish() {
  // The program's goals first tell the runtime what they are, for its
  // messages: '$goal_kind'(directive|initialization|main, Goal, File, Line).
  auto Kind = [&](const char *K, const TermPtr &G) {
    TermPtr Note = mkCompound(G->At, "$goal_kind",
                              {mkAtom(G->At, K), G, mkAtom(G->At, File),
                               mkInt(G->At, G->At.Line)});
    return mkCompound(G->At, ",", {Note, G});
  };
  std::vector<TermPtr> Goals = LibraryGoals;
  if (UsesClause)
    for (const TermPtr &C : StaticClauses)
      Goals.push_back(mkCompound(C->At, "$static_clause", {C}));
  for (const TermPtr &G : Directives)
    Goals.push_back(Kind("directive", G));
  for (const TermPtr &G : InitGoals)
    Goals.push_back(Kind("initialization", G));
  if (MainGoal)
    Goals.push_back(Kind("main", MainGoal));
  P.HasMain = MainGoal != nullptr;
  for (const TermPtr &G : Goals) {
    std::string Name = "$goal" + std::to_string(P.StartGoals.size());
    TermPtr Head = mkAtom(G->At, Name);
    ReadClause RC{mkCompound(G->At, ":-", {Head, G}), G->At};
    add(RC, true);
    P.find(Name + "/0")->System = true;
    P.StartGoals.push_back(Name + "/0");
  }
}

/// Does \p T name \p Name (as an atom or a functor) anywhere?
static bool names(const Term &T, const std::string &Name) {
  if ((T.K == Term::Atom || T.K == Term::Compound) && T.Name == Name)
    return true;
  for (const TermPtr &A : T.Args)
    if (names(*A, Name))
      return true;
  return false;
}

void Builder::add(const ReadClause &RC, bool Library) {
  const TermPtr &T = RC.T;
  if (!Library && names(*T, "clause"))
    UsesClause = true;
  if (T->is(":-", 1)) {
    directive(T->Args[0], Library);
    return;
  }
  if (T->is("-->", 2))
    error(T->At, "grammar rules (-->) are not supported");
  TermPtr Head = T, Body = mkAtom(T->At, "true");
  if (T->is(":-", 2)) {
    Head = T->Args[0];
    Body = T->Args[1];
  }
  if (Head->K == Term::Var)
    error(Head->At, "arguments are not sufficiently instantiated (a clause head is a variable)");
  if (Head->K != Term::Atom && Head->K != Term::Compound)
    error(Head->At, "type error: callable expected as a clause head, found " + show(*Head));
  Predicate &Pr = predicate(Head->Name, Head->arity(), Head->At, Library);
  if (Pr.Dynamic) {
    // A dynamic predicate's clauses are data: asserted at start-up, in order.
    TermPtr Clause = T->is(":-", 2) ? T : mkCompound(T->At, ":-", {T, Body});
    (Library ? LibraryGoals : Directives).push_back(mkCompound(T->At, "assertz", {Clause}));
    return;
  }
  if (!Library)
    StaticClauses.push_back(T->is(":-", 2) ? T : mkCompound(T->At, ":-", {T, Body}));
  size_t Pos = P.Index[Pr.key()];
  std::string Owner = Pr.key();
  Normaliser N(P, Owner, AuxCount);
  Clause Cl = N.clause(Head, Body, T->At);
  P.Preds[Pos].Clauses.push_back(std::move(Cl)); // Preds may have grown
}

/// Every name a clause mentions (atoms and functors, anywhere in it): a
/// predicate of that name may be called, directly or as a closure
/// (maplist(succ, ...)) or through =.. with a literal name.
void mentions(const Clause &C, std::set<std::string> &Names) {
  std::vector<const Term *> Work;
  for (const TermPtr &T : C.Head)
    Work.push_back(T.get());
  for (const TermPtr &T : C.Body)
    Work.push_back(T.get());
  while (!Work.empty()) {
    const Term *X = Work.back();
    Work.pop_back();
    if (X->K == Term::Atom || X->K == Term::Compound)
      Names.insert(X->Name);
    for (const TermPtr &A : X->Args)
      Work.push_back(A.get());
  }
}

/// Drops the library predicates the program cannot reach, so that the
/// profile has no rows for the library's unused predicates (and the
/// compile is shorter). Reachable: the program's own predicates, the
/// start-up goals, call/1 (the run-time glue's), and every predicate whose
/// name a reachable clause mentions. A goal whose name is made at run
/// time (atom_codes, then call) cannot reach a library predicate that
/// nothing names: docs/prolog-mini.md says so.
void prune(Program &P) {
  std::set<std::string> Names = {"call", "$cb"};
  for (const std::string &G : P.StartGoals)
    Names.insert(G.substr(0, G.rfind('/')));
  std::vector<bool> Keep(P.Preds.size(), false);
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (size_t I = 0; I < P.Preds.size(); ++I) {
      const Predicate &Pr = P.Preds[I];
      if (Keep[I] || (Pr.Library && !Names.count(Pr.Name) && Pr.Owner.empty()))
        continue;
      if (!Pr.Owner.empty() && !Names.count(Pr.Name))
        continue; // an auxiliary: kept when its clause is
      Keep[I] = Changed = true;
      for (const Clause &C : Pr.Clauses)
        mentions(C, Names);
    }
  }
  std::vector<Predicate> Kept;
  P.Index.clear();
  for (size_t I = 0; I < P.Preds.size(); ++I)
    if (Keep[I]) {
      P.Index[P.Preds[I].key()] = Kept.size();
      Kept.push_back(std::move(P.Preds[I]));
    }
  P.Preds = std::move(Kept);
}

} // namespace

Program buildProgram(const std::vector<ReadClause> &Library,
                     const std::vector<ReadClause> &User, const std::string &File) {
  Builder B;
  B.File = File;
  for (const ReadClause &RC : Library)
    B.add(RC, true);
  for (const ReadClause &RC : User)
    B.add(RC, false);
  B.finish();
  prune(B.P);
  return std::move(B.P);
}

} // namespace pl
