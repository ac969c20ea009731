//===- Lower.cpp - sml-mini: name resolution and closure conversion -------===//
#include "Lower.h"
#include "Parser.h"

#include <algorithm>
#include <cstring>
#include <set>
#include <unordered_map>

namespace sml {

int primArity(Prim P) {
  switch (P) {
#define SML_PRIM_ARITY(E, Name, Arity) case Prim::E: return Arity;
    SML_PRIMS(SML_PRIM_ARITY)
#undef SML_PRIM_ARITY
  default: return 2;
  }
}

const char *primName(Prim P) {
  switch (P) {
#define SML_PRIM_NAME(E, Name, Arity) case Prim::E: return Name;
    SML_PRIMS(SML_PRIM_NAME)
#undef SML_PRIM_NAME
  default: return "?";
  }
}

Prim realTwin(Prim P) {
  switch (P) {
  case Prim::Add: return Prim::RAdd;
  case Prim::Sub: return Prim::RSub;
  case Prim::Mul: return Prim::RMul;
  case Prim::Neg: return Prim::RNeg;
  case Prim::Abs: return Prim::RAbs;
  case Prim::Lt: return Prim::RLt;
  case Prim::Gt: return Prim::RGt;
  case Prim::Le: return Prim::RLe;
  case Prim::Ge: return Prim::RGe;
  default: return Prim::None;
  }
}

Prim wordTwin(Prim P) {
  switch (P) {
  case Prim::Eq: return Prim::IEq;
  case Prim::Ne: return Prim::INe;
  case Prim::Lt: return Prim::ILt;
  case Prim::Gt: return Prim::IGt;
  case Prim::Le: return Prim::ILe;
  case Prim::Ge: return Prim::IGe;
  default: return Prim::None;
  }
}

unsigned FunInfo::numDirectParams() const {
  unsigned N = 0;
  for (unsigned W : Widths)
    N += W ? W : 1;
  return N;
}

namespace {

class Lowerer {
  LoweredProgram &LP;
  std::vector<std::unordered_map<std::string, Binding *>> Scopes;
  FunInfo *Cur = nullptr;
  bool AtTop = true; // declarations bind globals
  bool InBasis = true;
  int NextTypeId = 16, NextExnId = 32;
  std::map<std::string, std::vector<FunInfo *>> ByName;

public:
  explicit Lowerer(LoweredProgram &P) : LP(P) {}

  Binding *newBinding(Binding::Kind K, const std::string &Name, Loc At) {
    LP.Bindings.push_back(std::make_unique<Binding>());
    Binding *B = LP.Bindings.back().get();
    B->K = K;
    B->Name = Name;
    B->At = At;
    B->Owner = Cur;
    B->Global = AtTop;
    return B;
  }
  ConInfo *newCon(const std::string &Name, bool HasArg) {
    LP.Cons.push_back(std::make_unique<ConInfo>());
    ConInfo *C = LP.Cons.back().get();
    C->Name = Name;
    C->HasArg = HasArg;
    return C;
  }
  FunInfo *newFun(const std::string &Base, Loc At) {
    LP.Funs.push_back(std::make_unique<FunInfo>());
    FunInfo *F = LP.Funs.back().get();
    F->Parent = Cur;
    F->At = At;
    F->Name = Cur && !Cur->IsRoot ? Cur->Name + "." + Base : StrPrefix + Base;
    F->InBasis = InBasis;
    ByName[F->Name].push_back(F);
    return F;
  }
  void bind(const std::string &Name, Binding *B) { Scopes.back()[Name] = B; }
  std::string StrPrefix; // inside `structure S = struct`: "S." (for report names)
  /// Binds NewPrefix + x for every visible binding Prefix + x.
  void rebindPrefixed(const std::string &Prefix, const std::string &NewPrefix, Loc At) {
    for (auto &KV : prefixed(Prefix, At))
      bind(NewPrefix + KV.first, KV.second);
    KnownStructures.insert(NewPrefix);
  }
  /// Every visible binding Prefix + x, as x.
  std::map<std::string, Binding *> prefixed(const std::string &Prefix, Loc At) {
    std::map<std::string, Binding *> Found;
    for (auto &Scope : Scopes) // outermost first: inner ones override
      for (auto &KV : Scope)
        if (KV.first.size() > Prefix.size() && KV.first.compare(0, Prefix.size(), Prefix) == 0)
          Found[KV.first.substr(Prefix.size())] = KV.second;
    if (Found.empty() && !KnownStructures.count(Prefix))
      error(At, "unbound structure '" + Prefix.substr(0, Prefix.size() - 1) + "'");
    return Found;
  }
  std::set<std::string> KnownStructures; // "S." of each structure declared
  Binding *lookup(const std::string &Name) {
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
      auto F = It->find(Name);
      if (F != It->end())
        return F->second;
    }
    return nullptr;
  }

  void builtins() {
    Scopes.emplace_back();
    auto Con = [&](const std::string &Name, int Type, int Index, bool Arg) {
      ConInfo *C = newCon(Name, Arg);
      C->TypeId = Type;
      C->Index = Index;
      Binding *B = newBinding(Binding::Con, Name, Loc());
      B->C = C;
      bind(Name, B);
      return C;
    };
    LP.False = Con("false", enc::TBool, 0, false);
    LP.True = Con("true", enc::TBool, 1, false);
    LP.Nil = Con("nil", enc::TList, 0, false);
    LP.ConsCon = Con("::", enc::TList, 1, true);
    LP.ConsCon->SoleBoxed = true;
    Scopes.back()["[]"] = lookup("nil");
    Con("NONE", enc::TOption, 0, false);
    Con("SOME", enc::TOption, 1, true)->SoleBoxed = true;
    struct {
      const char *Name;
      int Id;
      bool HasArg;
    } Exns[] = {
#define SML_EXN_ENTRY(Name, Id) {#Name, Id, false},
        SML_BUILTIN_EXNS(SML_EXN_ENTRY)
#undef SML_EXN_ENTRY
        {"Fail", SML_EXN_FAIL, true}};
    for (auto &E : Exns) {
      ConInfo *C = newCon(E.Name, E.HasArg);
      C->IsExn = true;
      C->ExnId = E.Id;
      if (!C->HasArg)
        C->RuntimeSym = std::string("sml_exn_") + E.Name;
      LP.BuiltinExn[E.Name] = C;
      Binding *B = newBinding(Binding::Con, E.Name, Loc());
      B->C = C;
      bind(E.Name, B);
    }
    std::pair<const char *, Prim> Prims[] = {
        {"+", Prim::Add}, {"-", Prim::Sub}, {"*", Prim::Mul}, {"div", Prim::Div},
        {"mod", Prim::Mod}, {"=", Prim::Eq}, {"<>", Prim::Ne}, {"<", Prim::Lt},
        {">", Prim::Gt}, {"<=", Prim::Le}, {">=", Prim::Ge}, {"^", Prim::Concat},
        {":=", Prim::Assign}, {"~", Prim::Neg}, {"!", Prim::Deref}, {"ref", Prim::Ref},
        {"print", Prim::Print}, {"Int.toString", Prim::IntToString},
        {"size", Prim::Size}, {"String.size", Prim::Size}, {"Int.~", Prim::Neg},
        {"ord", Prim::Ord}, {"Char.ord", Prim::Ord}, {"chr", Prim::Chr},
        {"Char.chr", Prim::Chr}, {"String.sub", Prim::StrSub}, {"str", Prim::Str},
        {"String.str", Prim::Str}, {"Array.array", Prim::ArrayMake},
        {"Array.sub", Prim::ArraySub}, {"Array.update", Prim::ArrayUpdate},
        {"Array.length", Prim::ArrayLength}, {"Array.fromList", Prim::ArrayFromList},
        {"Vector.fromList", Prim::VectorFromList}, {"Vector.sub", Prim::VectorSub},
        {"Vector.length", Prim::VectorLength}, {"abs", Prim::Abs}, {"Int.abs", Prim::Abs},
        {"/", Prim::RDiv}, {"Real.fromInt", Prim::RealFromInt}, {"Real.floor", Prim::RealFloor},
        {"Real.ceil", Prim::RealCeil}, {"Real.trunc", Prim::RealTrunc},
        {"Real.round", Prim::RealRound}};
    for (auto &P : Prims)
      bindPrim(P.first, P.second);
    bindPrim(InternalPrefix + std::string("realFmt"), Prim::RealFmt);
    // Real.+, floor, Math.sqrt, ...: the primitives under their own names.
    for (Prim P = Prim::RAdd; P != Prim::RealFmt; P = Prim(int(P) + 1))
      bindPrim(primName(P), P);
    for (Prim P = Prim::MathSqrt; P <= Prim::MathAtan2; P = Prim(int(P) + 1))
      bindPrim(primName(P), P);
    // The word comparisons resolveOverloads substitutes (internal names).
    for (Prim P = Prim::IEq; P <= Prim::IGe; P = Prim(int(P) + 1))
      bindPrim(primName(P), P);
  }
  void bindPrim(const std::string &Name, Prim P) {
    Binding *B = newBinding(Binding::Prim, Name, Loc());
    B->P = P;
    bind(Name, B);
    if (!LP.PrimBindings.count(P))
      LP.PrimBindings[P] = B;
  }

  // ------------------------------------------------------------ references
  /// Records that the current function uses \p B: every function between
  /// here and B's binder captures it.
  void use(Binding *B) {
    if (B->Global || B->K == Binding::Con || B->K == Binding::Prim)
      return;
    for (FunInfo *F = Cur; F && F != B->Owner; F = F->Parent) {
      if (B->K == Binding::Fun && B->Fn == F)
        return; // a function refers to itself through its own closure
      if (F->FreeIdx.emplace(B, F->Free.size()).second)
        F->Free.push_back(B);
    }
  }

  // --------------------------------------------------------------- patterns
  void pat(Pat &P, std::set<std::string> &Names) {
    switch (P.Kind) {
    case PatKind::Wild: case PatKind::Int: case PatKind::Char: case PatKind::Str:
      return;
    case PatKind::Var: {
      Binding *B = lookup(P.Name);
      if (B && B->K == Binding::Con) {
        P.Kind = PatKind::Con;
        P.Con = B->C;
        if (B->C->HasArg)
          error(P.At, "constructor '" + P.Name + "' needs an argument in a pattern");
        return;
      }
      if (!InBasis && P.Name.find('.') != std::string::npos && P.Name.size() > 1)
        error(P.At, "qualified name '" + P.Name + "' cannot be bound by a pattern");
      if (!Names.insert(P.Name).second)
        error(P.At, "variable '" + P.Name + "' occurs twice in this pattern");
      P.Bind = newBinding(Binding::Var, P.Name, P.At);
      return;
    }
    case PatKind::Con: {
      Binding *B = lookup(P.Name);
      if (!B || B->K != Binding::Con)
        error(P.At, "'" + P.Name + "' is not a constructor" +
                        (P.Sub.empty() ? "" : " (a variable cannot be applied in a pattern)"));
      P.Con = B->C;
      if (!P.Con->HasArg && !P.Sub.empty())
        error(P.At, "constructor '" + P.Name + "' takes no argument");
      if (P.Con->HasArg && P.Sub.empty())
        error(P.At, "constructor '" + P.Name + "' needs an argument in a pattern");
      for (auto &S : P.Sub)
        pat(*S, Names);
      return;
    }
    case PatKind::Tuple: case PatKind::Cons: case PatKind::Ref: case PatKind::Record:
      for (auto &S : P.Sub)
        pat(*S, Names);
      return;
    case PatKind::As: {
      Binding *B = lookup(P.Name);
      if (B && B->K == Binding::Con)
        error(P.At, "constructor '" + P.Name + "' cannot be layered on a pattern with 'as'");
      if (!Names.insert(P.Name).second)
        error(P.At, "variable '" + P.Name + "' occurs twice in this pattern");
      P.Bind = newBinding(Binding::Var, P.Name, P.At);
      pat(*P.Sub[0], Names);
      return;
    }
    }
  }
  /// Brings the variables of \p P into the innermost scope.
  void bindPat(Pat &P) {
    if (P.Kind == PatKind::Var || P.Kind == PatKind::As)
      bind(P.Name, P.Bind);
    if (P.Kind == PatKind::Var)
      return;
    for (auto &S : P.Sub)
      bindPat(*S);
  }

  // ------------------------------------------------------------ expressions
  void expr(Expr &E) {
    switch (E.Kind) {
    case ExprKind::Int: case ExprKind::Real: case ExprKind::Char: case ExprKind::Str:
    case ExprKind::Select:
      return;
    case ExprKind::Var: {
      Binding *B = lookup(E.Name);
      if (!B)
        error(E.At, "unbound variable or constructor '" + E.Name + "'");
      E.Bind = B;
      use(B);
      return;
    }
    case ExprKind::Infix: {
      Binding *B = lookup(E.Name);
      if (!B)
        error(E.At, "unbound infix operator '" + E.Name + "'");
      E.Bind = B;
      use(B);
      for (auto &S : E.Sub) expr(*S);
      return;
    }
    case ExprKind::Tuple: case ExprKind::App: case ExprKind::AndAlso: case ExprKind::OrElse:
    case ExprKind::If: case ExprKind::Seq: case ExprKind::Raise: case ExprKind::List:
    case ExprKind::While: case ExprKind::Record:
      for (auto &S : E.Sub) expr(*S);
      return;
    case ExprKind::Case: case ExprKind::Handle:
      expr(*E.Sub[0]);
      for (Rule &R : E.Rules)
        rule(R);
      return;
    case ExprKind::Fn: {
      FunInfo *F = newFun(FnHint.empty() ? "anon" : FnHint, E.At);
      FnHint.clear();
      F->Rules = &E.Rules;
      F->Arity = 1;
      F->Widths = {0};
      E.Fn = F;
      FunInfo *Saved = Cur;
      bool SavedTop = AtTop;
      Cur = F;
      AtTop = false;
      for (Rule &R : E.Rules)
        rule(R);
      Cur = Saved;
      AtTop = SavedTop;
      return;
    }
    case ExprKind::Let: {
      bool SavedTop = AtTop;
      AtTop = false;
      Scopes.emplace_back();
      for (auto &D : E.Decs)
        dec(*D);
      expr(*E.Sub[0]);
      Scopes.pop_back();
      AtTop = SavedTop;
      return;
    }
    }
  }
  std::string FnHint; // `val x = fn ...` names the fn `x`

  void rule(Rule &R) {
    std::set<std::string> Names;
    bool SavedTop = AtTop;
    AtTop = false; // a case/handle at top level binds locals of <toplevel>
    pat(*R.P, Names);
    AtTop = SavedTop;
    Scopes.emplace_back();
    bindPat(*R.P);
    expr(*R.Body);
    Scopes.pop_back();
  }

  // ----------------------------------------------------------- declarations
  void dec(Dec &D) {
    switch (D.Kind) {
    case DecKind::Type:
      return;
    case DecKind::Val: {
      // All right-hand sides see the scope before the declaration.
      for (auto &V : D.Vals) {
        if (V.first->Kind == PatKind::Var && V.second->Kind == ExprKind::Fn)
          FnHint = V.first->Name;
        expr(*V.second);
        FnHint.clear();
      }
      std::set<std::string> Names;
      for (auto &V : D.Vals)
        pat(*V.first, Names);
      for (auto &V : D.Vals)
        bindPat(*V.first);
      return;
    }
    case DecKind::Fun: {
      std::set<std::string> Names;
      for (FunBind &FB : D.Funs) {
        if (!Names.insert(FB.Name).second)
          error(FB.At, "function '" + FB.Name + "' defined twice in one 'fun ... and' group");
        if (!InBasis && FB.Name.find('.') != std::string::npos && FB.Name.size() > 1)
          error(FB.At, "qualified name '" + FB.Name + "' cannot be defined here");
        Binding *Existing = lookup(FB.Name);
        if (Existing && Existing->K == Binding::Con)
          error(FB.At, "cannot define constructor '" + FB.Name + "' as a function");
        FunInfo *F = newFun(FB.Name, FB.At);
        F->Clauses = &FB.Clauses;
        F->Arity = FB.Clauses[0].Params.size();
        if (F->Arity > 5)
          error(FB.At, "function '" + FB.Name + "' has " + std::to_string(F->Arity) +
                           " curried parameters; sml-mini allows at most 5");
        F->Widths.assign(F->Arity, 0);
        for (unsigned I = 0; I < F->Arity; ++I) {
          unsigned W = 0;
          bool Same = true;
          for (Clause &C : FB.Clauses) {
            Pat &P = *C.Params[I];
            unsigned Wc = P.Kind == PatKind::Tuple && P.Sub.size() >= 2 ? P.Sub.size() : 0;
            if (&C == &FB.Clauses[0]) W = Wc;
            else if (Wc != W) Same = false;
          }
          F->Widths[I] = Same ? W : 0;
        }
        Binding *B = newBinding(Binding::Fun, FB.Name, FB.At);
        B->Fn = F;
        F->Self = B;
        FB.Fn = F;
      }
      std::vector<FunInfo *> Group;
      for (FunBind &FB : D.Funs)
        Group.push_back(FB.Fn);
      for (FunBind &FB : D.Funs) {
        FB.Fn->Group = Group;
        bind(FB.Name, FB.Fn->Self);
      }
      for (FunBind &FB : D.Funs) {
        FunInfo *Saved = Cur;
        bool SavedTop = AtTop;
        Cur = FB.Fn;
        AtTop = false;
        for (Clause &C : FB.Clauses) {
          std::set<std::string> Vars;
          for (auto &P : C.Params)
            pat(*P, Vars);
          Scopes.emplace_back();
          for (auto &P : C.Params)
            bindPat(*P);
          expr(*C.Body);
          Scopes.pop_back();
        }
        Cur = Saved;
        AtTop = SavedTop;
      }
      return;
    }
    case DecKind::Datatype: {
      for (DataBind &DB : D.Datas) {
        int Type = NextTypeId++;
        std::set<std::string> Names;
        int Index = 0;
        for (ConDecl &CD : DB.Cons) {
          if (!Names.insert(CD.Name).second)
            error(CD.At, "constructor '" + CD.Name + "' declared twice");
          ConInfo *C = newCon(CD.Name, CD.HasArg);
          CD.Info = C;
          C->TypeId = Type;
          C->Index = Index++;
          C->Width = CD.HasArg && CD.Width >= 2 ? CD.Width : 0;
          Binding *B = newBinding(Binding::Con, CD.Name, CD.At);
          B->C = C;
          bind(CD.Name, B);
        }
        auto Boxed = [](const ConDecl &CD) { return CD.HasArg; };
        if (std::count_if(DB.Cons.begin(), DB.Cons.end(), Boxed) == 1)
          std::find_if(DB.Cons.begin(), DB.Cons.end(), Boxed)->Info->SoleBoxed = true;
      }
      return;
    }
    case DecKind::Exception:
      for (ConDecl &CD : D.Exns) {
        ConInfo *C = newCon(CD.Name, CD.HasArg);
        CD.Info = C;
        C->IsExn = true;
        C->ExnId = NextExnId++;
        Binding *B = newBinding(Binding::Con, CD.Name, CD.At);
        B->C = C;
        bind(CD.Name, B);
        D.ExnInfos.push_back(C);
      }
      return;
    case DecKind::Signature: case DecKind::Fixity:
      return;
    case DecKind::Open:
      for (const std::string &S : D.Names)
        rebindPrefixed(S + ".", "", D.At);
      return;
    case DecKind::Structure: {
      if (!D.Alias.empty() && !D.Sig) {
        rebindPrefixed(D.Alias + ".", D.Name + ".", D.At);
        return;
      }
      std::map<std::string, Binding *> Members;
      if (!D.Alias.empty()) {
        Members = prefixed(D.Alias + ".", D.At);
      } else {
        std::string SavedPrefix = StrPrefix;
        StrPrefix += D.Name + ".";
        Scopes.emplace_back();
        for (auto &Bd : D.Body)
          dec(*Bd);
        Members.insert(Scopes.back().begin(), Scopes.back().end());
        Scopes.pop_back();
        StrPrefix = SavedPrefix;
      }
      D.Members.assign(Members.begin(), Members.end());
      for (auto &KV : Members)
        if (!D.Sig || specifies(*D.Sig, KV.first))
          bind(D.Name + "." + KV.first, KV.second);
      if (D.Sig)
        for (const Spec &S : D.Sig->Specs)
          for (const auto &[Name, At] : specifiedValues(S))
            if (!Members.count(Name))
              error(D.At, "structure " + structureName(D) + " does not define '" + Name +
                              "', which its signature specifies (signature line " +
                              std::to_string(At.Line) + ")");
      KnownStructures.insert(D.Name + ".");
      return;
    }
    case DecKind::Local: {
      Scopes.emplace_back();
      for (auto &I : D.Inner)
        dec(*I);
      Scopes.emplace_back();
      for (auto &B : D.Body)
        dec(*B);
      auto Exported = std::move(Scopes.back());
      Scopes.pop_back();
      Scopes.pop_back();
      for (auto &KV : Exported)
        bind(KV.first, KV.second);
      return;
    }
    }
  }

  /// The values (and constructors, exceptions) specification \p S names.
  static std::vector<std::pair<std::string, Loc>> specifiedValues(const Spec &S) {
    std::vector<std::pair<std::string, Loc>> Names;
    if (S.K == Spec::Val)
      Names.push_back({S.Name, S.At});
    for (const ConDecl &C : S.Exns)
      Names.push_back({C.Name, C.At});
    for (const DataBind &DB : S.Datas)
      for (const ConDecl &C : DB.Cons)
        Names.push_back({C.Name, C.At});
    return Names;
  }
  static bool specifies(const SigExp &Sig, const std::string &Name) {
    for (const Spec &S : Sig.Specs)
      for (const auto &N : specifiedValues(S))
        if (N.first == Name)
          return true;
    return false;
  }

  void run() {
    LP.Funs.push_back(std::make_unique<FunInfo>());
    FunInfo *Root = LP.Funs.back().get();
    Root->Name = "<toplevel>";
    Root->IsRoot = true;
    Root->Arity = 0;
    LP.Root = Root;
    Cur = Root;
    builtins();
    Scopes.emplace_back();
    for (auto &D : LP.Basis.Decs)
      dec(*D);
    for (auto &Scope : Scopes) // the basis's own helpers: not the program's
      for (auto It = Scope.begin(); It != Scope.end();)
        It = It->first.compare(0, strlen(InternalPrefix), InternalPrefix) == 0 ? Scope.erase(It)
                                                                             : std::next(It);
    std::map<std::string, std::vector<FunInfo *>> BasisNames;
    BasisNames.swap(ByName);
    Scopes.emplace_back();
    InBasis = false;
    for (auto &D : LP.User.Decs)
      dec(*D);
    uniqueNames(BasisNames);
  }

  /// Basis functions keep their plain name unless the program defines the
  /// same (then `Basis.NAME`); repeated names get `@LINE` (and `:COL` if needed).
  void uniqueNames(std::map<std::string, std::vector<FunInfo *>> &Basis) {
    std::set<std::string> Taken;
    std::vector<FunInfo *> Renamed;
    for (auto &KV : Basis)
      for (FunInfo *F : KV.second) {
        FunInfo *Top = F;
        while (Top->Parent && !Top->Parent->IsRoot)
          Top = Top->Parent;
        if (ByName.count(KV.first) || ByName.count(Top->Name))
          Renamed.push_back(F);
      }
    for (FunInfo *F : Renamed)
      F->Name = "Basis." + F->Name;
    for (auto &KV : Basis)
      for (FunInfo *F : KV.second)
        Taken.insert(F->Name);
    for (auto &KV : ByName) {
      bool Dup = KV.second.size() > 1;
      for (FunInfo *F : KV.second) {
        std::string N = F->Name;
        bool Reserved = N.rfind("sml_", 0) == 0 || N.rfind("llvm.", 0) == 0 ||
                        N.rfind("__", 0) == 0 || N.rfind("Basis.", 0) == 0;
        if (Dup || Reserved)
          N += "@" + std::to_string(F->At.Line);
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

} // namespace sml
