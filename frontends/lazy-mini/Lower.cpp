//===- Lower.cpp - lazy-mini: desugaring, name resolution, cost centres ---===//
#include "Lower.h"

#include <algorithm>
#include <functional>
#include <set>
#include <unordered_map>

namespace lazy {

unsigned primArity(Prim P) {
  switch (P) {
  case Prim::Negate: case Prim::Error: case Prim::Show: case Prim::Print:
  case Prim::PutStrLn: case Prim::Return: case Prim::Coerce: case Prim::Ord: case Prim::Chr:
  case Prim::PutStr: case Prim::FromEnum: case Prim::EnumTop: case Prim::EnumBottom:
  case Prim::ToEnum: case Prim::Method:
    return 1;
  case Prim::MinBound: case Prim::MaxBound:
    return 0;
  case Prim::Math:
    return 3;
  default:
    return 2;
  }
}

const char *primName(Prim P) {
  static const char *const Names[] = {"?",  "+",  "-",  "*",   "div",   "mod",   "quot",
                                      "rem", "negate", "==", "/=", "<", "<=", ">", ">=",
                                      "seq", "error", "show", "print", "putStrLn", "primThenIO",
                                      "primReturnIO",
                                      "primIntegralCoerce", "primBindIO", "ord", "chr", "putStr",
                                      "fromEnum", "primEnumLike", "primEnumTop",
                                      "primEnumBottom", "toEnum", "minBound", "maxBound",
                                      "/", "primMath", "primRound", "primMethod", "primCompare",
                                      "primShowsPrec", "printf"};
  static_assert(sizeof Names / sizeof *Names == unsigned(Prim::Last) + 1, "a name per primitive");
  return Names[unsigned(P)];
}

bool isValueClass(const std::string &Name) {
  static const std::set<std::string> Value = {"Eq",   "Ord",      "Show", "Num",
                                              "Real", "Integral", "Enum", "Bounded",
                                              "Fractional", "Floating", "RealFrac"};
  return Value.count(Name) != 0;
}

namespace {

class Lowerer {
  LoweredProgram &LP;
  std::vector<std::unordered_map<std::string, Binding *>> Scopes;
  std::unordered_map<std::string, Binding *> PreludeScope;
  std::vector<FunDef *> FnStack; // enclosing functions, for names
  unsigned NextId = 1, Fresh = 0;
  bool InPrelude = true;
  bool LoweringPrelude = true; // Prelude.hs itself (not a library module)
  std::map<std::string, std::vector<FunDef *>> ByName;
  /// Each library module's exports, by the names it exports them under.
  std::map<std::string, std::map<std::string, Binding *>> Exports;
  /// The qualifiers that name the Prelude (`Prelude`, and `C` after
  /// `import qualified Data.Char as C`).
  std::set<std::string> PreludeAliases = {"Prelude"};
  std::set<std::string> LibraryTypes; // `Data.Map.Map`

public:
  explicit Lowerer(LoweredProgram &P) : LP(P) {}

  Binding *newBinding(Binding::Kind K, const std::string &Name, Loc At, bool Global) {
    LP.Bindings.push_back(std::make_unique<Binding>());
    Binding *B = LP.Bindings.back().get();
    B->K = K;
    B->Name = Name;
    B->At = At;
    B->Id = NextId++;
    B->Global = Global;
    return B;
  }
  ConInfo *newCon(const std::string &Name, unsigned Tag, unsigned Arity) {
    LP.Cons.push_back(std::make_unique<ConInfo>());
    ConInfo *C = LP.Cons.back().get();
    C->Name = Name;
    C->Tag = Tag;
    C->Arity = Arity;
    return C;
  }
  FunDef *newFun(const std::string &Base, Loc At) {
    LP.Funs.push_back(std::make_unique<FunDef>());
    FunDef *F = LP.Funs.back().get();
    F->At = At;
    F->InPrelude = InPrelude;
    F->Name = FnStack.empty() ? Base : FnStack.back()->Name + "." + Base;
    ByName[F->Name].push_back(F);
    return F;
  }
  void bind(const std::string &Name, Binding *B) { Scopes.back()[Name] = B; }
  Binding *lookup(const std::string &Name) {
    if (!Name.empty() && Name[0] == '%') { // desugaring: the Prelude's or a primitive
      auto It = PreludeScope.find(Name.substr(1));
      if (It != PreludeScope.end())
        return It->second;
      auto B = Scopes.front().find(Name.substr(1));
      return B == Scopes.front().end() ? nullptr : B->second;
    }
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
      auto F = It->find(Name);
      if (F != It->end())
        return F->second;
    }
    // `P.x` for a qualifier P of the Prelude: its top level, then the
    // built-ins (a library module's own qualified names are in the
    // imports' scope, found above).
    std::string Q = qualifierOf(Name);
    if (!Q.empty() && PreludeAliases.count(Q) && Scopes.size() > 1)
      for (size_t I : {size_t(1), size_t(0)}) {
        auto F = Scopes[I].find(baseName(Name));
        if (F != Scopes[I].end()) return F->second;
      }
    return nullptr;
  }

  ConInfo *tuple(unsigned N) {
    ConInfo *&C = LP.Tuples[N];
    if (!C)
      C = newCon("(" + std::string(N - 1, ',') + ")", 0, N);
    return C;
  }

  void builtins() {
    Scopes.emplace_back();
    auto Con = [&](const std::string &Name, unsigned Tag, unsigned Arity) {
      ConInfo *C = newCon(Name, Tag, Arity);
      Binding *B = newBinding(Binding::Con, Name, Loc(), true);
      B->C = C;
      bind(Name, B);
      return C;
    };
    LP.False = Con("False", 0, 0);
    LP.True = Con("True", 1, 0);
    LP.Nil = Con("[]", 0, 0);
    LP.Cons_ = Con(":", 1, 2);
    LP.Unit = Con("()", 0, 0);
    for (unsigned P = 1; P <= unsigned(Prim::Last); ++P) {
      if (Prim(P) == Prim::Method) continue; // each method has its own (classDecl)
      Binding *B = newBinding(Binding::Prim, primName(Prim(P)), Loc(), true);
      B->P = Prim(P);
      bind(B->Name, B);
    }
  }

  // ------------------------------------------------------------ desugaring
  ExprP mk(ExprKind K, Loc At) { return std::make_unique<Expr>(K, At); }
  ExprP mkVar(const std::string &N, Loc At) {
    ExprP V = mk(ExprKind::Var, At);
    V->Name = N;
    return V;
  }
  ExprP mkApp(ExprP F, ExprP X, Loc At) {
    ExprP A = mk(ExprKind::App, At);
    A->Sub.push_back(std::move(F));
    A->Sub.push_back(std::move(X));
    return A;
  }
  std::string fresh(const char *Base) { return std::string(Base) + "%" + std::to_string(++Fresh); }

  PatP mkPat(PatKind K, const std::string &Name, Loc At) {
    auto P = std::make_unique<Pat>(K, At);
    P->Name = Name;
    return P;
  }
  static bool irrefutable(const Pat &P) {
    return P.Kind == PatKind::Var || P.Kind == PatKind::Wild || P.Kind == PatKind::Lazy;
  }

  /// [e | quals from I] ++ Tail(), by Wadler's translation (in Peyton
  /// Jones, The Implementation of Functional Programming Languages, ch. 7;
  /// GHC's without fusion):
  ///   [e | ] ++ L            = e : L
  ///   [e | b, Q] ++ L        = if b then [e | Q] ++ L else L
  ///   [e | let ds, Q] ++ L   = let ds in [e | Q] ++ L
  ///   [e | p <- l, Q] ++ L   = let h [] = L
  ///                                h (p : us) = [e | Q] ++ h us
  ///                                h (_ : us) = h us
  ///                            in h l
  /// A generator is a local function that conses its results directly,
  /// where the Report's `concatMap (\x -> ...) l` (section 3.11) made an
  /// unknown call, a singleton list and an append per element (queens,
  /// primes and sort of bench/lazy ran 13-25% faster translated so by hand).
  /// `h` has no cost centre (-fprof-auto gives them to top-level bindings),
  /// so the entries of every cost centre stay GHC's. Tail builds L afresh
  /// each time it is needed: `[]` or `h us`.
  ExprP comprehension(ExprP &E, std::vector<Qual> &Qs, size_t I, Loc At,
                      const std::function<ExprP()> &Tail) {
    if (I == Qs.size()) {
      ExprP Cons = mk(ExprKind::Con, At);
      Cons->Name = ":";
      return mkApp(mkApp(std::move(Cons), std::move(E), At), Tail(), At);
    }
    Qual &Q = Qs[I];
    switch (Q.K) {
    case Qual::Guard: {
      ExprP If = mk(ExprKind::If, Q.At);
      If->Sub.push_back(std::move(Q.E));
      If->Sub.push_back(comprehension(E, Qs, I + 1, At, Tail));
      If->Sub.push_back(Tail());
      return If;
    }
    case Qual::Let: {
      ExprP Let = mk(ExprKind::Let, Q.At);
      Let->Decls = std::move(Q.Decls);
      Let->Sub.push_back(comprehension(E, Qs, I + 1, At, Tail));
      return Let;
    }
    case Qual::Gen: {
      std::string H = fresh("gen"), Us = fresh("rest");
      Loc G = Q.At;
      auto Equation = [&](PatP Param, ExprP Body) {
        auto D = std::make_unique<Decl>(DeclKind::Fun, G);
        D->Name = H;
        D->Mono = true; // as the Report's lambda: `[printf ... | ...] :: [String]` types printf
        D->Params.push_back(std::move(Param));
        D->Rhs.Body = std::move(Body);
        return D;
      };
      auto Cons = [&](PatP Head) {
        PatP C = mkPat(PatKind::Con, ":", G);
        C->Sub.push_back(std::move(Head));
        C->Sub.push_back(mkPat(PatKind::Var, Us, G));
        return C;
      };
      auto Next = [this, H, Us, G] { return mkApp(mkVar(H, G), mkVar(Us, G), G); };
      bool Total = irrefutable(*Q.P);
      ExprP Let = mk(ExprKind::Let, G);
      Let->Decls.push_back(Equation(mkPat(PatKind::Con, "[]", G), Tail()));
      Let->Decls.push_back(Equation(Cons(std::move(Q.P)), comprehension(E, Qs, I + 1, At, Next)));
      if (!Total)
        Let->Decls.push_back(Equation(Cons(mkPat(PatKind::Wild, "", G)), Next()));
      Let->Sub.push_back(mkApp(mkVar(H, G), std::move(Q.E), G));
      return Let;
    }
    }
    return nullptr;
  }

  /// Rewrites the sugar at the root of \p E (its children are handled when
  /// expr() reaches them).
  void desugar(ExprP &E) {
    Loc At = E->At;
    switch (E->Kind) {
    case ExprKind::Range: {
      const char *Fn = E->Sub[1] ? (E->Sub[2] ? "%enumFromThenTo" : "%enumFromThen")
                                 : (E->Sub[2] ? "%enumFromTo" : "%enumFrom");
      ExprP R = mkApp(mkVar(Fn, At), std::move(E->Sub[0]), At);
      if (E->Sub[1]) R = mkApp(std::move(R), std::move(E->Sub[1]), At);
      if (E->Sub[2]) R = mkApp(std::move(R), std::move(E->Sub[2]), At);
      E = std::move(R);
      return;
    }
    case ExprKind::Comp: {
      ExprP Body = std::move(E->Sub[0]);
      E = comprehension(Body, E->Quals, 0, At, [this, At] { return mk(ExprKind::List, At); });
      return;
    }
    case ExprKind::Neg:
      if (E->Sub[0]->Kind == ExprKind::Int || E->Sub[0]->Kind == ExprKind::Frac) {
        ExprP I = mk(E->Sub[0]->Kind, At);
        I->IntVal = (long long)(0ULL - (unsigned long long)E->Sub[0]->IntVal);
        if (!E->Sub[0]->Name.empty()) I->Name = "-" + E->Sub[0]->Name;
        E = std::move(I);
        return;
      }
      E = mkApp(mkVar("%negate", At), std::move(E->Sub[0]), At);
      return;
    case ExprKind::SectionL: // (e op) = (op) e
      E = mkApp(mkVar(E->Name, At), std::move(E->Sub[0]), At);
      return;
    case ExprKind::SectionR: { // (op e) = let s = e in \x -> op x s
      std::string X = fresh("sec"), S = fresh("arg");
      ExprP Lam = mk(ExprKind::Lambda, At);
      auto Param = std::make_unique<Pat>(PatKind::Var, At);
      Param->Name = X;
      Lam->Params.push_back(std::move(Param));
      Lam->Sub.push_back(mkApp(mkApp(mkVar(E->Name, At), mkVar(X, At), At), mkVar(S, At), At));
      ExprP Let = mk(ExprKind::Let, At);
      auto D = std::make_unique<Decl>(DeclKind::Fun, At);
      D->Name = S;
      D->Rhs.Body = std::move(E->Sub[0]);
      Let->Decls.push_back(std::move(D));
      Let->Sub.push_back(std::move(Lam));
      E = std::move(Let);
      return;
    }
    case ExprKind::Do: {
      // do {e} = e; do {e; ss} = e >> do {ss}; do {let ds; ss} = let ds in do {ss};
      // do {p <- e; ss} = e >>= \x -> case x of p -> do {ss} (a failed match
      // is a pattern-match failure: lazy-mini has no MonadFail)
      ExprP Rest;
      for (size_t I = E->Quals.size(); I-- > 0;) {
        Qual &Q = E->Quals[I];
        if (Q.K == Qual::Gen) {
          if (!Rest) error(Q.At, "the last statement of a 'do' block must be an expression");
          ExprP Lam = mk(ExprKind::Lambda, Q.At);
          Lam->Params.push_back(std::move(Q.P));
          Lam->Sub.push_back(std::move(Rest));
          Rest = mkApp(mkApp(mkVar("%>>=", Q.At), std::move(Q.E), Q.At), std::move(Lam), Q.At);
        } else if (Q.K == Qual::Let) {
          if (!Rest) error(Q.At, "the last statement of a 'do' block must be an expression");
          ExprP Let = mk(ExprKind::Let, Q.At);
          Let->Decls = std::move(Q.Decls);
          Let->Sub.push_back(std::move(Rest));
          Rest = std::move(Let);
        } else if (!Rest) {
          Rest = std::move(Q.E);
        } else {
          Rest = mkApp(mkApp(mkVar("%>>", Q.At), std::move(Q.E), Q.At), std::move(Rest), Q.At);
        }
      }
      E = std::move(Rest);
      return;
    }
    case ExprKind::RecordCon:
      E = recordCon(*E);
      return;
    case ExprKind::RecordUpd:
      E = recordUpd(*E);
      return;
    default:
      return;
    }
  }

  /// The position of each field of \p E in constructor \p C.
  std::vector<size_t> fieldPositions(const Expr &E, const ConInfo &C) {
    std::vector<size_t> Pos;
    for (const std::string &F : E.FieldNames) {
      const auto &Names = C.Ctor->FieldNames;
      auto It = std::find(Names.begin(), Names.end(), F);
      if (It == Names.end())
        error(E.At, "constructor '" + C.Name + "' does not have field '" + F + "'");
      size_t P = It - Names.begin();
      if (std::find(Pos.begin(), Pos.end(), P) != Pos.end())
        error(E.At, "the field '" + F + "' is given twice");
      Pos.push_back(P);
    }
    return Pos;
  }
  /// C { f = e, ... } = C e1 .. en, in field order; a missing field is an
  /// error if it is used (as in GHC, which warns).
  ExprP recordCon(Expr &E) {
    Binding *B = lookup(E.Name);
    if (!B || B->K != Binding::Con) error(E.At, "unknown constructor '" + E.Name + "'");
    ConInfo &C = *B->C;
    if ((!C.Ctor || C.Ctor->FieldNames.empty()) && (C.Arity > 0 || !E.FieldNames.empty()))
      error(E.At, "constructor '" + C.Name + "' is not a record");
    std::vector<size_t> Pos = C.Arity ? fieldPositions(E, C) : std::vector<size_t>{};
    std::vector<ExprP> Args(C.Arity);
    for (size_t I = 0; I < Pos.size(); ++I) Args[Pos[I]] = std::move(E.Sub[I]);
    ExprP R = mk(ExprKind::Con, E.At);
    R->Name = E.Name;
    for (size_t I = 0; I < Args.size(); ++I) {
      if (!Args[I]) {
        ExprP Msg = mk(ExprKind::Str, E.At);
        Msg->Name = "Missing field in record construction " + C.Ctor->FieldNames[I];
        Args[I] = mkApp(mkVar("%error", E.At), std::move(Msg), E.At);
      }
      R = mkApp(std::move(R), std::move(Args[I]), E.At);
    }
    return R;
  }
  /// e { f = v, ... } = let u = v ... in case e of C x1 .. xn -> C x1 .. u .. xn
  /// for each constructor that has every field named.
  ExprP recordUpd(Expr &E) {
    ExprP Case = mk(ExprKind::Case, E.At);
    Case->Sub.push_back(std::move(E.Sub[0]));
    ExprP Let = mk(ExprKind::Let, E.At);
    std::vector<std::string> Vals;
    for (size_t I = 0; I < E.FieldNames.size(); ++I) {
      Vals.push_back(fresh("upd"));
      auto D = std::make_unique<Decl>(DeclKind::Fun, E.At);
      D->Name = Vals.back();
      D->Rhs.Body = std::move(E.Sub[I + 1]);
      Let->Decls.push_back(std::move(D));
    }
    for (auto &CI : LP.Cons) {
      if (!CI->Ctor) continue;
      const auto &Names = CI->Ctor->FieldNames;
      bool All = !Names.empty();
      for (const std::string &F : E.FieldNames)
        All &= std::find(Names.begin(), Names.end(), F) != Names.end();
      if (!All) continue;
      std::vector<size_t> Pos = fieldPositions(E, *CI);
      Alt A;
      A.At = E.At;
      A.P = std::make_unique<Pat>(PatKind::Con, E.At);
      A.P->Name = CI->Name;
      ExprP Body = mk(ExprKind::Con, E.At);
      Body->Name = CI->Name;
      for (size_t K = 0; K < CI->Arity; ++K) {
        auto It = std::find(Pos.begin(), Pos.end(), K);
        std::string X = fresh("fld");
        auto V = std::make_unique<Pat>(PatKind::Var, E.At);
        V->Name = X;
        A.P->Sub.push_back(std::move(V));
        Body = mkApp(std::move(Body), mkVar(It == Pos.end() ? X : Vals[It - Pos.begin()], E.At), E.At);
      }
      A.Rhs.Body = std::move(Body);
      Case->Alts.push_back(std::move(A));
    }
    if (Case->Alts.empty())
      error(E.At, "no constructor has all the fields of this record update");
    Let->Sub.push_back(std::move(Case));
    return Let;
  }

  // --------------------------------------------------------------- patterns
  void pat(Pat &P, std::vector<Binding *> &Vars, std::set<std::string> &Names) {
    switch (P.Kind) {
    case PatKind::Wild: case PatKind::Int: case PatKind::Char:
      return;
    case PatKind::Var: case PatKind::As: {
      if (!Names.insert(P.Name).second)
        error(P.At, "variable '" + P.Name + "' occurs twice in this pattern");
      P.Bind = newBinding(Binding::Var, P.Name, P.At, false);
      Vars.push_back(P.Bind);
      for (auto &S : P.Sub) pat(*S, Vars, Names);
      return;
    }
    case PatKind::Lazy:
      error(P.At, "lazy patterns (~p) are not supported by lazy-mini");
    case PatKind::Tuple:
      P.Con = tuple(P.Sub.size());
      for (auto &S : P.Sub) pat(*S, Vars, Names);
      return;
    case PatKind::Con: {
      Binding *B = lookup(P.Name);
      if (!B || B->K != Binding::Con)
        error(P.At, "'" + P.Name + "' is not a constructor");
      P.Con = B->C;
      if (P.Record) placeFields(P);
      if (P.Sub.size() != P.Con->Arity)
        error(P.At, "constructor '" + P.Name + "' has " + std::to_string(P.Con->Arity) +
                        " argument" + (P.Con->Arity == 1 ? "" : "s") + " but the pattern gives " +
                        std::to_string(P.Sub.size()));
      for (auto &S : P.Sub) pat(*S, Vars, Names);
      return;
    }
    }
  }
  /// C {f = p} as a positional pattern: each field in its place, `_` in
  /// the others.
  void placeFields(Pat &P) {
    const ConInfo &C = *P.Con;
    if ((!C.Ctor || C.Ctor->FieldNames.empty()) && !P.FieldNames.empty())
      error(P.At, "constructor '" + C.Name + "' is not a record");
    std::vector<PatP> Subs(C.Arity);
    for (size_t I = 0; I < P.FieldNames.size(); ++I) {
      const auto &Names = C.Ctor->FieldNames;
      auto It = std::find(Names.begin(), Names.end(), P.FieldNames[I]);
      if (It == Names.end())
        error(P.Sub[I]->At, "constructor '" + C.Name + "' does not have field '" + P.FieldNames[I] + "'");
      if (Subs[It - Names.begin()])
        error(P.Sub[I]->At, "the field '" + P.FieldNames[I] + "' is given twice");
      Subs[It - Names.begin()] = std::move(P.Sub[I]);
    }
    for (auto &S : Subs)
      if (!S) S = std::make_unique<Pat>(PatKind::Wild, P.At);
    P.Sub = std::move(Subs);
    P.Record = false;
  }
  void bindVars(const std::vector<Binding *> &Vars) {
    for (Binding *B : Vars) bind(B->Name, B);
  }

  // ------------------------------------------------------------ expressions
  void expr(ExprP &E) {
    std::shared_ptr<TypeSig> Annot = std::move(E->Annot); // `e :: t` types the desugared e
    desugar(E);
    E->Annot = std::move(Annot);
    E->BindLo = NextId;
    switch (E->Kind) {
    case ExprKind::Int: case ExprKind::Frac: case ExprKind::Char: case ExprKind::Str:
      break;
    case ExprKind::Var: case ExprKind::Con: {
      Binding *B = lookup(E->Name);
      if (!B)
        error(E->At, std::string(E->Kind == ExprKind::Con ? "unknown constructor '"
                                                          : "variable not in scope: '") +
                         E->Name + "'");
      E->Bind = B;
      break;
    }
    case ExprKind::Tuple:
      tuple(E->Sub.size());
      for (auto &S : E->Sub) expr(S);
      break;
    case ExprKind::App: case ExprKind::If: case ExprKind::List:
      for (auto &S : E->Sub) expr(S);
      break;
    case ExprKind::Lambda: {
      FunDef *F = newFun("anon", E->At);
      F->Lambda = E.get();
      F->Arity = E->Params.size();
      E->Fn = F;
      FnStack.push_back(F);
      Scopes.emplace_back();
      std::set<std::string> Names;
      std::vector<Binding *> Vars;
      for (auto &P : E->Params) pat(*P, Vars, Names);
      bindVars(Vars);
      expr(E->Sub[0]);
      Scopes.pop_back();
      FnStack.pop_back();
      break;
    }
    case ExprKind::Let:
      Scopes.emplace_back();
      E->LetBinds = declGroup(E->Decls, false);
      expr(E->Sub[0]);
      Scopes.pop_back();
      break;
    case ExprKind::Case:
      expr(E->Sub[0]);
      for (Alt &A : E->Alts) {
        Scopes.emplace_back();
        std::set<std::string> Names;
        std::vector<Binding *> Vars;
        pat(*A.P, Vars, Names);
        bindVars(Vars);
        rhs(A.Rhs);
        Scopes.pop_back();
      }
      break;
    case ExprKind::SCC: {
      FunDef *F = newFun("scc." + E->Name, E->At);
      F->SCCBody = E.get();
      F->CostCentre = E->Name;
      E->Fn = F;
      FnStack.push_back(F);
      expr(E->Sub[0]);
      FnStack.pop_back();
      break;
    }
    case ExprKind::Wildcard:
      error(E->At, "'_' can only be used in a pattern");
    case ExprKind::AsPattern:
      error(E->At, "an as-pattern (" + E->Name + "@...) can only be used in a pattern");
    default:
      error(E->At, "internal error: unexpected expression form");
    }
    E->BindHi = NextId;
  }

  void rhs(GuardedRhs &R) {
    Scopes.emplace_back();
    if (!R.Where.empty())
      R.WhereBinds = declGroup(R.Where, false);
    for (auto &G : R.Guards) {
      if (G.first->Kind == ExprKind::PatGuard) {
        patGuard(*G.first, G.second);
      } else {
        expr(G.first);
        expr(G.second);
      }
    }
    if (R.Body) expr(R.Body);
    Scopes.pop_back();
  }
  /// `| q1, q2, ... = Body`: each qualifier's variables are in scope in the
  /// qualifiers after it and in the body.
  void patGuard(Expr &G, ExprP &Body) {
    size_t Depth = Scopes.size();
    G.BindLo = NextId;
    for (Qual &Q : G.Quals) {
      Scopes.emplace_back();
      switch (Q.K) {
      case Qual::Guard:
        expr(Q.E);
        break;
      case Qual::Gen: {
        expr(Q.E);
        std::set<std::string> Names;
        std::vector<Binding *> Vars;
        pat(*Q.P, Vars, Names);
        bindVars(Vars);
        break;
      }
      case Qual::Let:
        Q.Binds = declGroup(Q.Decls, false);
        break;
      }
    }
    expr(Body);
    G.BindHi = NextId;
    Scopes.resize(Depth);
  }

  // ----------------------------------------------------------- declarations
  /// Binds a declaration list (mutually recursive) in the current scope
  /// and lowers its right-hand sides.
  std::shared_ptr<BindGroup> declGroup(std::vector<DeclP> &Decls, bool Top) {
    auto G = std::make_shared<BindGroup>();
    // constructors first: equations may use them in patterns
    for (auto &D : Decls)
      if (D->Kind == DeclKind::Data) {
        if (!Top) error(D->At, "data declarations must be at top level");
        unsigned Tag = 0;
        for (ConDecl &C : D->Cons) {
          if (lookup(C.Name) && lookup(C.Name)->K == Binding::Con && !InPrelude &&
              Scopes.back().count(C.Name))
            error(C.At, "constructor '" + C.Name + "' is declared twice");
          ConInfo *CI = newCon(C.Name, Tag++, C.Arity);
          CI->Data = D.get();
          CI->Ctor = &C;
          Binding *B = newBinding(Binding::Con, C.Name, C.At, true);
          B->C = CI;
          bind(C.Name, B);
        }
      }
    for (auto &D : Decls)
      if (D->Kind == DeclKind::Data || D->Kind == DeclKind::Synonym)
        LP.Types.push_back(D.get());
    for (auto &D : Decls)
      if (D->Kind == DeclKind::Class) {
        if (!Top) error(D->At, "class declarations must be at top level");
        classDecl(*D);
      }
    std::set<std::string> Defined;
    for (size_t I = 0; I < Decls.size(); ++I) {
      Decl &D = *Decls[I];
      if (D.Kind == DeclKind::Fun) {
        if (!Defined.insert(D.Name).second)
          error(D.At, "'" + D.Name + "' is defined twice (its equations must be together)");
        FunDef *F = newFun(D.Name, D.At);
        F->Arity = D.Params.size();
        F->TopLevel = Top;
        F->Mono = D.Mono;
        F->Eqs.push_back(&D);
        while (I + 1 < Decls.size() && Decls[I + 1]->Kind == DeclKind::Fun &&
               Decls[I + 1]->Name == D.Name) {
          Decl &Next = *Decls[++I];
          if (Next.Params.size() != F->Arity)
            error(Next.At, "equations of '" + D.Name + "' have different numbers of arguments (" +
                               std::to_string(F->Arity) + " and " +
                               std::to_string(Next.Params.size()) + ")");
          F->Eqs.push_back(&Next);
        }
        if (F->Arity == 0 && F->Eqs.size() > 1)
          error(F->Eqs[1]->At, "'" + D.Name + "' is defined twice");
        Binding *B = newBinding(Binding::Fun, D.Name, D.At, Top);
        B->Fn = F;
        F->B = B;
        if (Top && !InPrelude && LP.ProfAuto) // record selectors too, as GHC 9.0's -fprof-auto-top
          F->CostCentre = D.Name;
        bind(D.Name, B);
        if (Top && D.Name == "main" && !InPrelude) LP.Main = B;
        if (Top && LoweringPrelude) PreludeScope[D.Name] = B;
        G->Funs.push_back(F);
      } else if (D.Kind == DeclKind::Pat) {
        std::set<std::string> Names;
        std::vector<Binding *> Vars;
        pat(*D.Lhs, Vars, Names);
        for (Binding *B : Vars) {
          B->Global = Top;
          if (!Defined.insert(B->Name).second)
            error(B->At, "'" + B->Name + "' is defined twice");
          bind(B->Name, B);
        }
        G->PatBinds.push_back(&D);
        G->PatVars.push_back(Vars);
      }
    }
    signatures(Decls, *G);
    for (FunDef *F : G->Funs) {
      FnStack.push_back(F);
      F->BindLo = NextId;
      if (auto S = G->Sigs.find(F->B); S != G->Sigs.end()) dictParams(*F, S->second->Context);
      for (Decl *Eq : F->Eqs) {
        Scopes.emplace_back();
        std::set<std::string> Names;
        std::vector<Binding *> Vars;
        for (auto &P : Eq->Params) pat(*P, Vars, Names);
        bindVars(Vars);
        rhs(Eq->Rhs);
        Scopes.pop_back();
      }
      F->BindHi = NextId;
      FnStack.pop_back();
    }
    for (Decl *D : G->PatBinds) {
      D->BindLo = NextId;
      rhs(D->Rhs);
      D->BindHi = NextId;
    }
    for (auto &D : Decls) {
      if (D->Kind == DeclKind::Class) classDefaults(*D, *G);
      if (D->Kind == DeclKind::Instance && !isValueClass(D->Name)) dictInstance(*D, *G);
      else if (D->Kind == DeclKind::Instance) instance(*D, *G);
    }
    return G;
  }

  // ------------------------------------------------ dictionary classes
  /// A binding per class of \p Context passed as a dictionary, taken by \p F
  /// before its arguments (their ids are \p F's, made here first).
  void dictParams(FunDef &F, const std::vector<ClassPred> &Context) {
    for (const ClassPred &P : Context)
      if (!isValueClass(P.Class))
        F.DictParams.push_back(newBinding(Binding::Var, "$d" + P.Class, P.At, false));
    if (F.DictParams.empty() && !Context.empty() && F.Arity == 0 && !F.IsDict) {
      F.UnitParam = newBinding(Binding::Var, "$unit", F.At, false);
      F.DictParams.push_back(F.UnitParam);
    }
  }
  ClassInfo *findClass(const std::string &Name, Loc At) {
    for (auto &C : LP.Classes)
      if (C->Name == Name) return C.get();
    error(At, "not in scope: type class '" + Name + "'");
  }
  /// class ctx => C a where sigs: the dictionary constructor, a selector
  /// per method (bound to the method's name) and per superclass.
  void classDecl(Decl &D) {
    for (auto &C : LP.Classes)
      if (C->Name == D.Name) error(D.At, "the class '" + D.Name + "' is declared twice");
    if (isValueClass(D.Name))
      error(D.At, "the class '" + D.Name + "' is the Prelude's: it cannot be declared again");
    LP.Classes.push_back(std::make_unique<ClassInfo>());
    ClassInfo &C = *LP.Classes.back();
    C.D = &D;
    C.Name = D.Name;
    C.Var = D.TyParams[0];
    for (const ClassPred &P : D.Sig->Context)
      (isValueClass(P.Class) ? C.ValueSupers : C.Supers).push_back(P.Class);
    for (auto &M : D.Methods) {
      if (M->Kind != DeclKind::Sig) continue;
      for (auto &[At, Name] : M->Names) {
        for (auto &Old : C.Methods)
          if (Old.Name == Name) error(At, "the method '" + Name + "' is declared twice");
        C.Methods.push_back({Name, M->Sig.get(), nullptr, nullptr});
      }
    }
    unsigned Field = 0;
    for (const std::string &S : C.Supers) {
      Binding *B = newBinding(Binding::Prim, "$p" + S + C.Name, D.At, true);
      B->P = Prim::Method;
      B->Field = Field++;
      C.SuperSelectors.push_back(B);
    }
    for (auto &M : C.Methods) {
      Binding *B = newBinding(Binding::Prim, M.Name, D.At, true);
      B->P = Prim::Method;
      B->Field = Field++;
      M.Selector = B;
      if (Scopes.back().count(M.Name) && !InPrelude)
        error(D.At, "'" + M.Name + "' is defined twice");
      bind(M.Name, B);
      if (LoweringPrelude) PreludeScope[M.Name] = B;
    }
    C.Dict = newCon("D:" + C.Name, 0, Field);
  }
  /// A method's type in an instance or default: the class variable
  /// replaced by \p Head (a default: Head null, the variable kept), the
  /// method's other variables renamed where they clash with Head's.
  static TypeP substitute(const TypeExpr &T, const std::string &Var, const TypeExpr *Head,
                          const std::set<std::string> &Taken) {
    TypeP R;
    if (T.Kind == TypeKind::Var && T.Name == Var && Head) {
      R = Head->clone();
    } else {
      R = std::make_unique<TypeExpr>(T.Kind, T.At);
      R->Name = T.Name;
      if (T.Kind == TypeKind::Var && T.Name != Var)
        while (Taken.count(R->Name)) R->Name += "'";
    }
    for (auto &A : T.Args) R->Args.push_back(substitute(*A, Var, Head, Taken));
    if (R->Kind == TypeKind::Con && R->Name == "[]" && R->Args.size() == 1) {
      auto L = std::make_unique<TypeExpr>(TypeKind::List, R->At);
      L->Args.push_back(std::move(R->Args[0]));
      return L;
    }
    return R;
  }
  static void typeVars(const TypeExpr &T, std::set<std::string> &Out) {
    if (T.Kind == TypeKind::Var) Out.insert(T.Name);
    for (auto &A : T.Args) typeVars(*A, Out);
  }
  /// The signature a method of \p C is checked against: in an instance
  /// with context \p Ctx at type \p Head; a default (Head null) with the
  /// class itself as its context.
  std::shared_ptr<TypeSig> methodSigOf(const ClassInfo &C, const ClassInfo::Method &M,
                                       const std::vector<ClassPred> &Ctx, const TypeExpr *Head) {
    auto S = std::make_shared<TypeSig>();
    S->At = M.Sig->At;
    std::set<std::string> Taken;
    if (Head) typeVars(*Head, Taken);
    for (const ClassPred &P : Ctx) S->Context.push_back(ClassPred{P.At, P.Class, P.Type->clone()});
    if (!Head) {
      auto V = std::make_unique<TypeExpr>(TypeKind::Var, C.D->At);
      V->Name = C.Var;
      S->Context.push_back(ClassPred{C.D->At, C.Name, std::move(V)});
    }
    for (const ClassPred &P : M.Sig->Context) {
      if (P.Type->Kind == TypeKind::Var && P.Type->Name == C.Var)
        error(P.At, "a method's context cannot constrain the class variable '" + C.Var + "'");
      S->Context.push_back(ClassPred{P.At, P.Class, substitute(*P.Type, C.Var, Head, Taken)});
    }
    S->Type = substitute(*M.Sig->Type, C.Var, Head, Taken);
    return S;
  }
  /// Lowers \p Methods (equations of \p C's methods) as top-level functions
  /// named Method%Suffix, each with \p SigOf's signature; adds them to \p G.
  std::vector<std::pair<std::string, FunDef *>>
  methodGroup(Decl &Owner, ClassInfo &C, const std::string &Suffix, BindGroup &G,
              const std::function<std::shared_ptr<TypeSig>(const ClassInfo::Method &)> &SigOf) {
    std::vector<DeclP> &Ms = Owner.Methods;
    std::vector<DeclP> Sigs;
    std::set<std::string> Done;
    for (auto &M : Ms) {
      if (M->Kind != DeclKind::Fun) continue;
      const ClassInfo::Method *Meth = nullptr;
      for (auto &K : C.Methods)
        if (K.Name == M->Name) Meth = &K;
      if (!Meth) error(M->At, "'" + M->Name + "' is not a (visible) method of the class '" + C.Name + "'");
      std::string Internal = M->Name + "%" + Suffix;
      if (Done.insert(M->Name).second) {
        Owner.MethodSigs.push_back(SigOf(*Meth));
        auto S = std::make_unique<Decl>(DeclKind::Sig, M->At);
        S->Names.emplace_back(M->At, Internal);
        S->Sig = Owner.MethodSigs.back();
        Sigs.push_back(std::move(S));
      }
      M->Name = Internal;
    }
    std::vector<DeclP> Group;
    for (auto &M : Ms)
      if (M->Kind == DeclKind::Fun) Group.push_back(std::move(M));
    Ms.erase(std::remove(Ms.begin(), Ms.end(), nullptr), Ms.end());
    for (auto &S : Sigs) Group.push_back(std::move(S));
    Scopes.emplace_back(); // the methods' internal names are not in scope outside
    auto MG = declGroup(Group, true);
    Scopes.pop_back();
    std::vector<std::pair<std::string, FunDef *>> Out;
    for (FunDef *F : MG->Funs) {
      std::string Method = F->B->Name.substr(0, F->B->Name.find('%'));
      F->Name = Method;
      F->CostCentre = LP.ProfAuto && !InPrelude ? Method : "";
      G.Sigs[F->B] = MG->Sigs.at(F->B);
      G.Funs.push_back(F);
      Out.emplace_back(Method, F);
    }
    for (auto &D : Group) LP.SynthDecls.push_back(std::move(D)); // they own the equations
    return Out;
  }
  /// A class's default methods: functions of the class's dictionary.
  void classDefaults(Decl &D, BindGroup &G) {
    ClassInfo &C = *findClass(D.Name, D.At);
    for (auto &[Name, F] : methodGroup(D, C, C.Name + ".default", G,
                                       [&](const ClassInfo::Method &M) {
                                         return methodSigOf(C, M, {}, nullptr);
                                       }))
      for (auto &M : C.Methods)
        if (M.Name == Name) M.Default = F;
  }
  /// instance ctx => C (T a ..) of a dictionary class: the methods, and
  /// the dictionary, a function of ctx's dictionaries (Typecheck makes its
  /// body).
  void dictInstance(Decl &D, BindGroup &G) {
    ClassInfo &C = *findClass(D.Name, D.At);
    const TypeExpr &T = *D.Sig->Type;
    std::string TypeName = T.Kind == TypeKind::Con ? T.Name
                           : T.Kind == TypeKind::List ? "[]"
                           : T.Kind == TypeKind::Tuple ? "(" + std::string(T.Args.size() - 1, ',') + ")"
                           : T.Kind == TypeKind::Fun   ? "->"
                                                        : "";
    if (TypeName.empty())
      error(T.At, "an instance type is a type constructor applied to type variables: 'Tree a'");
    std::set<std::string> Vars;
    for (auto &A : T.Args)
      if (A->Kind != TypeKind::Var || !A->Args.empty() || !Vars.insert(A->Name).second)
        error(A->At, "an instance type is a type constructor applied to distinct type variables");
    for (const ClassPred &P : D.Sig->Context)
      if (P.Type->Kind != TypeKind::Var || !Vars.count(P.Type->Name))
        error(P.At, "an instance's context constrains the instance type's variables");
    for (const DictInstance &I : LP.DictInstances) {
      const TypeExpr &U = *I.D->Sig->Type;
      if (I.Class == &C && U.Kind == T.Kind && U.Name == T.Name)
        error(D.At, "duplicate instance declarations: 'instance " + C.Name + " " + TypeName + "'");
    }
    DictInstance I{&D, &C, {}, nullptr};
    I.Methods = methodGroup(D, C, C.Name + "." + TypeName, G, [&](const ClassInfo::Method &M) {
      return methodSigOf(C, M, D.Sig->Context, &T);
    });
    std::string Name = "$f" + C.Name + TypeName;
    FunDef *F = newFun(Name, D.At);
    F->TopLevel = true;
    F->IsDict = true;
    F->InPrelude = InPrelude;
    F->B = newBinding(Binding::Fun, Name, D.At, true);
    F->B->Fn = F;
    F->BindLo = NextId;
    dictParams(*F, D.Sig->Context);
    F->BindHi = NextId;
    auto Eq = std::make_unique<Decl>(DeclKind::Fun, D.At);
    Eq->Name = Name;
    F->Eqs.push_back(Eq.get());
    LP.SynthDecls.push_back(std::move(Eq));
    G.Funs.push_back(F);
    I.Dict = F;
    LP.DictInstances.push_back(std::move(I));
  }

  /// The type an instance method is checked against: the instance's
  /// context, and the class's method type at the instance type.
  std::shared_ptr<TypeSig> methodSig(const Decl &D, const std::string &Method) {
    auto S = std::make_shared<TypeSig>();
    S->At = D.At;
    for (const ClassPred &P : D.Sig->Context)
      S->Context.push_back(ClassPred{P.At, P.Class, P.Type->clone()});
    auto Named = [&](const char *N) {
      auto T = std::make_unique<TypeExpr>(TypeKind::Con, D.At);
      T->Name = N;
      return T;
    };
    auto Fun = [&](TypeP A, TypeP B) {
      auto T = std::make_unique<TypeExpr>(TypeKind::Fun, D.At);
      T->Args.push_back(std::move(A));
      T->Args.push_back(std::move(B));
      return T;
    };
    TypeP Self = D.Sig->Type->clone();
    if (Method == "show")
      S->Type = Fun(std::move(Self), Named("String"));
    else if (Method == "showsPrec") // Int -> T -> ShowS
      S->Type = Fun(Named("Int"), Fun(std::move(Self), Fun(Named("String"), Named("String"))));
    else
      S->Type = Fun(std::move(Self), Fun(D.Sig->Type->clone(),
                                         Named(Method == "compare" ? "Ordering" : "Bool")));
    return S;
  }
  /// instance ctx => C (T a ..) where methods: the methods become top-level
  /// functions of \p G under names of their own (inside them, `show` and
  /// `==` are still the overloaded ones, which the runtime sends back to
  /// this instance for T's values).
  void instance(Decl &D, BindGroup &G) {
    static const std::map<std::string, std::set<std::string>> Methods = {
        {"Show", {"show", "showsPrec"}}, {"Eq", {"=="}}, {"Ord", {"compare", "<="}}};
    auto C = Methods.find(D.Name);
    if (C == Methods.end())
      error(D.At, "lazy-mini supports instances of Show, Eq and Ord, not of '" + D.Name + "'");
    const TypeExpr &T = *D.Sig->Type;
    const Decl *Data = nullptr;
    for (const Decl *TD : LP.Types)
      if (TD->Kind == DeclKind::Data && TD->Name == T.Name) Data = TD;
    if (T.Kind != TypeKind::Con || !Data)
      error(T.At, "lazy-mini supports instances for the program's data types only");
    for (auto &A : T.Args)
      if (A->Kind != TypeKind::Var)
        error(A->At, "an instance type is a data type applied to type variables: 'Tree a'");
    LoweredProgram::Instance I{&D, Data, {}};
    for (auto &M : D.Methods) {
      if (M->Kind != DeclKind::Fun || !C->second.count(M->Name))
        error(M->At, "'" + M->Name + "' is not a method of " + D.Name +
                         " that lazy-mini supports (" +
                         (D.Name == "Show" ? "show or showsPrec" : D.Name == "Eq" ? "==" : "compare or <=") + ")");
      size_t Want = M->Name == "show" ? 1 : 2;
      if (M->Params.size() != Want && !(M->Name == "showsPrec" && M->Params.size() == 3))
        error(M->At, "the method '" + M->Name + "' is defined with the wrong number of arguments");
    }
    std::set<std::string> Defined;
    for (auto &M : D.Methods) Defined.insert(M->Name);
    if (Defined.empty())
      error(D.At, "this instance defines no method (lazy-mini has no default methods)");
    if (Defined.size() > 1 && D.Name == "Ord")
      error(D.At, "define one of compare and <=");
    Scopes.emplace_back(); // the methods' names are not in scope outside
    for (auto &M : D.Methods) M->Name = M->Name + "%" + D.Name + "." + Data->Name;
    auto MG = declGroup(D.Methods, true);
    Scopes.pop_back();
    for (FunDef *F : MG->Funs) {
      std::string Method = F->B->Name.substr(0, F->B->Name.find('%'));
      F->Name = Method;
      F->CostCentre = LP.ProfAuto && !InPrelude ? Method : "";
      D.MethodSigs.push_back(methodSig(D, Method));
      G.Sigs[F->B] = D.MethodSigs.back().get();
      G.Funs.push_back(F);
      I.Methods.emplace_back(Method, F);
    }
    LP.Instances.push_back(std::move(I));
  }

  /// The type signatures of a declaration list, each attached to the
  /// binding of the same list that it names.
  void signatures(std::vector<DeclP> &Decls, BindGroup &G) {
    for (auto &D : Decls) {
      if (D->Kind != DeclKind::Sig) continue;
      for (auto &[At, Name] : D->Names) {
        auto It = Scopes.back().find(Name);
        Binding *B = It == Scopes.back().end() ? nullptr : It->second;
        if (!B || B->K == Binding::Con || B->K == Binding::Prim)
          error(At, "the type signature for '" + Name + "' lacks an accompanying binding");
        if (!G.Sigs.emplace(B, D->Sig.get()).second)
          error(At, "duplicate type signatures for '" + Name + "'");
      }
    }
  }

  void run() {
    builtins();
    Scopes.emplace_back();
    std::vector<std::shared_ptr<BindGroup>> Groups{declGroup(LP.Prelude.Decls, true)};
    std::map<std::string, std::vector<FunDef *>> LibraryNames;
    for (auto &KV : ByName) LibraryNames["Prelude." + KV.first] = std::move(KV.second);
    ByName.clear();
    LoweringPrelude = false;
    for (auto &[Name, Lib] : LP.Libraries) Groups.push_back(library(Name, Lib, LibraryNames));
    InPrelude = false;
    Scopes.emplace_back();
    for (const ImportDecl &I : LP.User.Imports) import(I);
    Scopes.emplace_back();
    LP.Top = declGroup(LP.User.Decls, true);
    // The Prelude's and the libraries' functions come first in the top-level group.
    for (auto G = Groups.rbegin(); G != Groups.rend(); ++G) {
      BindGroup &PG = **G;
      LP.Top->Funs.insert(LP.Top->Funs.begin(), PG.Funs.begin(), PG.Funs.end());
      LP.Top->PatBinds.insert(LP.Top->PatBinds.begin(), PG.PatBinds.begin(), PG.PatBinds.end());
      LP.Top->PatVars.insert(LP.Top->PatVars.begin(), PG.PatVars.begin(), PG.PatVars.end());
      LP.Top->Sigs.insert(PG.Sigs.begin(), PG.Sigs.end());
    }
    if (!LP.Main)
      error(Loc{1, 1}, "the program has no 'main'");
    if (LP.Main->Fn->Arity != 0)
      error(LP.Main->At, "'main' must not take arguments");
    uniqueNames(LibraryNames);
  }

  /// A library module (Modules.h), lowered in a scope of its own over the
  /// Prelude's: its exports are kept for the program's imports; its
  /// functions are named `Data.Map.insert`.
  std::shared_ptr<BindGroup> library(const std::string &Name, SourceModule &M,
                                     std::map<std::string, std::vector<FunDef *>> &Names) {
    Scopes.emplace_back(); // its imports (Data.Set imports Data.Map)
    for (const ImportDecl &I : M.Imports) import(I);
    Scopes.emplace_back();
    auto G = declGroup(M.Decls, true);
    auto &E = Exports[Name];
    for (auto &D : M.Decls)
      if (D->Kind == DeclKind::Data || D->Kind == DeclKind::Synonym)
        LibraryTypes.insert(Name + "." + D->Name);
    if (M.HasExports) {
      for (auto &[At, N] : M.Exports)
        if (auto It = Scopes.back().find(N); It != Scopes.back().end()) E[N] = It->second;
    } else {
      for (auto &[N, B] : Scopes.back()) E[N] = B;
    }
    Scopes.pop_back();
    Scopes.pop_back();
    std::string File = Name; // Data.Map: Data/Map.hs
    std::replace(File.begin(), File.end(), '.', '/');
    File += ".hs";
    for (auto &KV : ByName)
      for (FunDef *F : KV.second) {
        F->File = File;
        Names[Name + "." + KV.first].push_back(F);
      }
    ByName.clear();
    return G;
  }

  /// `import M ...`: in the scope of the program's imports, the names it
  /// brings, unqualified (unless `qualified`) and as `A.x` (A: M or the
  /// `as` name). A Prelude module's names are all in scope already; its
  /// qualifier is an alias of the Prelude.
  void import(const ImportDecl &I) {
    std::string Lib = libraryModule(I.Module);
    if (isPreludeModule(I.Module)) {
      PreludeAliases.insert(I.As);
      return;
    }
    if (Lib.empty() || !Exports.count(Lib))
      error(I.At, "lazy-mini has no module '" + I.Module + "' (it has " + moduleListText() + ")");
    const auto &E = Exports[Lib];
    std::map<std::string, Binding *> Brought;
    std::set<std::string> Listed;
    for (auto &[At, N] : I.Names) {
      if (!E.count(N) && !LibraryTypes.count(Lib + "." + N))
        error(At, "module '" + I.Module + "' does not export '" + N + "'");
      Listed.insert(N);
    }
    for (auto &[N, B] : E)
      if (!I.HasList || Listed.count(N) != I.Hiding) Brought[N] = B;
    for (auto &[N, B] : Brought) {
      if (!I.Qualified) bind(N, B);
      bind(I.As + "." + N, B);
    }
  }

  void uniqueNames(std::map<std::string, std::vector<FunDef *>> &Library) {
    std::set<std::string> Taken;
    for (auto &KV : Library)
      for (FunDef *F : KV.second) {
        F->Name = KV.first;
        Taken.insert(F->Name);
      }
    for (auto &KV : ByName) {
      bool Dup = KV.second.size() > 1;
      for (FunDef *F : KV.second) {
        std::string N = F->Name;
        if (Dup) N += "@" + std::to_string(F->At.Line);
        if (!Taken.insert(N).second) {
          N += ":" + std::to_string(F->At.Col);
          Taken.insert(N);
        }
        F->Name = N;
      }
    }
  }
};

} // namespace

void lower(LoweredProgram &LP) { Lowerer(LP).run(); }

void forEachChild(GuardedRhs &R, const std::function<void(Expr &)> &F) {
  for (auto &G : R.Guards) {
    F(*G.first);
    F(*G.second);
  }
  if (R.Body) F(*R.Body);
  for (auto &D : R.Where) {
    forEachChild(D->Rhs, F);
  }
}

void forEachChild(Expr &E, const std::function<void(Expr &)> &F) {
  for (auto &S : E.Sub)
    if (S) F(*S);
  for (Alt &A : E.Alts) forEachChild(A.Rhs, F);
  for (auto &D : E.Decls) forEachChild(D->Rhs, F);
  for (Qual &Q : E.Quals) { // a pattern guard's (Lower desugars all others)
    if (Q.E) F(*Q.E);
    for (auto &D : Q.Decls) forEachChild(D->Rhs, F);
  }
}

} // namespace lazy
