//===- Typecheck.cpp - sml-mini: type inference ----------------------------===//
#include "Typecheck.h"

#include <algorithm>
#include <climits>
#include <deque>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace sml {
namespace {

/// A type constructor: built in (int, ->, *, list ...) or a datatype.
struct TyCon {
  std::string Name;
  unsigned Arity = 0;
  bool Eq = true; // admits equality (given equality arguments)
  std::vector<std::string> Labels; // a record type: its labels, in labelLess order
  bool Skolem = false; // an explicit type variable ('a) while its declaration is checked
};

constexpr int Generic = INT_MAX; // the level of a quantified variable

/// The overloading classes of SML '97 (appendix E) that sml-mini has: a
/// variable constrained to one is decided by the end of the program, and is
/// int if nothing else decides it.
enum : unsigned { OInt = 1, OReal = 2, OChar = 4, OString = 8 };
constexpr unsigned OverNum = OInt | OReal;                     // + - * ~ abs
constexpr unsigned OverOrd = OInt | OReal | OChar | OString;   // < > <= >=

struct Type {
  // A variable (Con == nullptr): bound to Link, or free at Level.
  Type *Link = nullptr;
  int Level = 0;
  bool Eq = false;  // ''a: only equality types
  unsigned Over = 0; // overloaded: one of these types (OverNum, OverOrd); 0: any
  bool Flex = false; // a record whose fields are still to be found (FlexRecord)
  // A constructed type.
  TyCon *Con = nullptr;
  std::vector<Type *> Args;
};

Type *repr(Type *T) {
  while (!T->Con && T->Link)
    T = T->Link;
  return T;
}

/// Why two types do not unify.
struct Mismatch {
  std::string Reason;
};

/// A type error inside one top-level declaration: its checking stops.
struct Abort {};

/// A record whose type must be known before its fields can be found: the
/// argument of a selector `#a`, or a flexible pattern `{a = p, ...}`.
/// Resolved as soon as the type is known, at the latest at the end of the
/// top-level declaration (as SML does).
struct FlexRecord {
  Type *Rec = nullptr;
  Loc At;
  Expr *Sel = nullptr;  // #a: its IntVal becomes the field's index
  Type *Field = nullptr; // ... and this its type
  Pat *P = nullptr;      // {a = p, ...}: becomes a tuple pattern
  std::vector<Type *> Subs; // ... its fields' types, as written
};

/// A type abbreviation: `type ('a, ...) t = body`, with its parameters as
/// generic variables of Body.
struct Abbrev {
  std::vector<Type *> Params;
  Type *Body = nullptr;
};
struct TyName {
  TyCon *Con = nullptr;   // a datatype or built-in constructor
  const Abbrev *Ab = nullptr;
};

class Checker {
public:
  explicit Checker(LoweredProgram &LP) : LP(LP) {}
  void run();

private:
  LoweredProgram &LP;
  std::deque<Type> Arena;
  std::deque<TyCon> TyCons;
  std::deque<Abbrev> Abbrevs;
  int Lvl = 0;
  std::unordered_map<const Binding *, Type *> BindTy; // schemes of variables
  std::unordered_map<const ConInfo *, Type *> ConTy;  // schemes of constructors
  std::vector<std::map<std::string, TyName>> TyScopes;
  std::map<std::string, Type *> ExplicitVars; // 'a in the annotations of one declaration
  std::vector<Type *> OverVars;               // overloaded: to default to int
  /// The uses of overloaded primitives and their operand types: those on
  /// reals become the real primitive (Prim::RAdd, ...) once types are known.
  std::vector<std::pair<Expr *, Type *>> OverUses;
  std::vector<FlexRecord> Flex;               // records waiting for their type
  std::vector<TyCon *> DataCons;              // datatypes of the enclosing lets
  std::map<std::vector<std::string>, TyCon *> RecordCons;
  std::vector<fe::CompileError> Errors;
  bool InBasis = true;
  TyCon *IntC, *RealC, *CharC, *StringC, *BoolC, *UnitC, *ExnC, *ArrowC, *TupleC, *ListC, *OptionC, *RefC,
      *ArrayC, *VectorC;

  // ---------------------------------------------------------------- types
  Type *var(int Level) {
    Arena.emplace_back();
    Arena.back().Level = Level;
    return &Arena.back();
  }
  Type *fresh() { return var(Lvl); }
  Type *flexVar() {
    Type *V = fresh();
    V->Flex = true;
    return V;
  }
  Type *con(TyCon *C, std::vector<Type *> Args = {}) {
    Arena.emplace_back();
    Arena.back().Con = C;
    Arena.back().Args = std::move(Args);
    return &Arena.back();
  }
  Type *arrow(Type *A, Type *B) { return con(ArrowC, {A, B}); }
  Type *tuple(std::vector<Type *> Ts) { return Ts.empty() ? con(UnitC) : con(TupleC, Ts); }
  Type *list(Type *T) { return con(ListC, {T}); }
  /// The record type of \p Labels (fields \p Ts, in the same order): the
  /// tuple type if the labels are 1..n.
  Type *record(std::vector<std::string> Labels, std::vector<Type *> Ts) {
    std::vector<size_t> Ix(Labels.size());
    for (size_t I = 0; I < Ix.size(); ++I)
      Ix[I] = I;
    std::sort(Ix.begin(), Ix.end(), [&](size_t A, size_t B) { return labelLess(Labels[A], Labels[B]); });
    std::vector<std::string> Ls;
    std::vector<Type *> Args;
    for (size_t I : Ix) {
      Ls.push_back(Labels[I]);
      Args.push_back(Ts[I]);
    }
    bool IsTuple = Ls.size() >= 2;
    for (size_t I = 0; I < Ls.size() && IsTuple; ++I)
      IsTuple = Ls[I] == std::to_string(I + 1);
    if (Ls.empty() || IsTuple)
      return tuple(Args);
    TyCon *&C = RecordCons[Ls];
    if (!C) {
      C = tycon("{}", Ls.size());
      C->Labels = Ls;
    }
    return con(C, Args);
  }
  /// The labels of record or tuple type \p T, in layout order; false if T
  /// is neither.
  bool labelsOf(Type *T, std::vector<std::string> &Ls) {
    T = repr(T);
    if (T->Con == TupleC || T->Con == UnitC) {
      Ls.clear();
      for (size_t I = 0; I < T->Args.size(); ++I)
        Ls.push_back(std::to_string(I + 1));
      return true;
    }
    if (T->Con && !T->Con->Labels.empty()) {
      Ls = T->Con->Labels;
      return true;
    }
    return false;
  }
  bool resolve(FlexRecord &F);
  void resolveAll(bool Final);
  TyCon *tycon(const std::string &Name, unsigned Arity, bool Eq = true) {
    TyCons.push_back({Name, Arity, Eq, {}});
    return &TyCons.back();
  }

  bool contains(Type *T, const TyCon *C) {
    T = repr(T);
    if (T->Con == C)
      return true;
    for (Type *A : T->Args)
      if (contains(A, C))
        return true;
    return false;
  }
  bool occurs(Type *V, Type *T) {
    T = repr(T);
    if (T == V)
      return true;
    for (Type *A : T->Args)
      if (occurs(V, A))
        return true;
    return false;
  }
  /// Lowers the levels of T's variables to at most Level (they now escape
  /// into a binding made at Level) and makes them equality / ordered types.
  void constrain(Type *T, int Level, bool Eq, unsigned Over) {
    T = repr(T);
    if (!T->Con) {
      T->Level = std::min(T->Level, Level);
      if (Over && !T->Over)
        OverVars.push_back(T);
      if (Over)
        T->Over = T->Over ? T->Over & Over : Over; // the classes share int
      T->Eq |= Eq;
      return;
    }
    if (Over && !(overBit(T->Con) & Over))
      throw Mismatch{show(T) + " is not " + (Over == OverNum ? "int or real" : "int, real, char or string")};
    if (Eq && (T->Con == ArrowC || T->Con == ExnC || !T->Con->Eq))
      throw Mismatch{show(T) + " is not an equality type"};
    bool ArgsEq = Eq && T->Con != RefC && T->Con != ArrayC; // by identity: any
    for (Type *A : T->Args)
      constrain(A, Level, ArgsEq, 0);
  }
  void unify(Type *A, Type *B) {
    A = repr(A);
    B = repr(B);
    if (A == B)
      return;
    if (!A->Con || !B->Con) {
      Type *V = !A->Con ? A : B, *T = V == A ? B : A;
      if (occurs(V, T))
        throw Mismatch{"a type would contain itself (" + show(V) + " = " + show(T) + ")"};
      constrain(T, V->Level, V->Eq, V->Over);
      if (V->Flex && !T->Con)
        T->Flex = true;
      V->Link = T;
      return;
    }
    if (A->Con != B->Con || A->Args.size() != B->Args.size()) { // tuples' sizes
      std::string Two = A->Con != B->Con && A->Con->Name == B->Con->Name
                            ? " (two different types named " + A->Con->Name + ")"
                            : "";
      throw Mismatch{"can't unify " + show(A) + " with " + show(B) + Two};
    }
    for (size_t I = 0; I < A->Args.size(); ++I)
      unify(A->Args[I], B->Args[I]);
  }

  Type *skolemIn(Type *T) {
    T = repr(T);
    if (T->Con && T->Con->Skolem)
      return T;
    for (Type *A : T->Args)
      if (Type *S = skolemIn(A))
        return S;
    return nullptr;
  }
  void generalize(Type *T) {
    T = repr(T);
    if (!T->Con) {
      if (T->Level > Lvl && !T->Over && !T->Flex) // those are decided later
        T->Level = Generic;
      return;
    }
    for (Type *A : T->Args)
      generalize(A);
  }
  Type *instantiate(Type *T, std::map<Type *, Type *> &Map) {
    T = repr(T);
    if (!T->Con) {
      if (T->Level != Generic)
        return T;
      Type *&V = Map[T];
      if (!V) {
        V = fresh();
        V->Eq = T->Eq;
      }
      return V;
    }
    bool Any = false;
    std::vector<Type *> Args;
    for (Type *A : T->Args) {
      Args.push_back(instantiate(A, Map));
      Any |= Args.back() != repr(A);
    }
    return Any ? con(T->Con, Args) : T;
  }
  Type *instantiate(Type *T) {
    std::map<Type *, Type *> Map;
    return instantiate(T, Map);
  }

  // ------------------------------------------------------------- printing
  std::string show(Type *T) {
    std::map<Type *, std::string> Names;
    Budget = ShowBudget;
    return show(T, Names, 0);
  }
  /// Types share parts, so a small type can print as a huge text (each
  /// level of `fn x => (x, x)` doubles it): a message shows the first
  /// ShowBudget constructors of each type, then "...".
  static constexpr int ShowBudget = 200;
  int Budget = ShowBudget;
  /// Prec: 0 anywhere, 1 as a tuple component or an arrow's domain, 2 as a
  /// type constructor's argument.
  std::string show(Type *T, std::map<Type *, std::string> &Names, int Prec) {
    T = repr(T);
    if (T->Con && --Budget < 0)
      return "...";
    if (!T->Con && T->Over) // overloaded, still open: what it defaults to
      return IntC->Name;
    if (!T->Con) {
      auto It = Names.find(T);
      if (It != Names.end())
        return It->second;
      std::string N = std::string(T->Eq ? "''" : "'") + char('a' + Names.size() % 26);
      if (Names.size() >= 26)
        N += std::to_string(Names.size() / 26);
      return Names[T] = N;
    }
    auto Paren = [](bool P, const std::string &S) { return P ? "(" + S + ")" : S; };
    if (T->Con == ArrowC)
      return Paren(Prec >= 1, show(T->Args[0], Names, 1) + " -> " + show(T->Args[1], Names, 0));
    if (T->Con == TupleC) {
      std::string S;
      for (Type *A : T->Args)
        S += (S.empty() ? "" : " * ") + show(A, Names, 2);
      return Paren(Prec >= 1, S);
    }
    if (!T->Con->Labels.empty()) {
      std::string S;
      for (size_t I = 0; I < T->Args.size(); ++I)
        S += (S.empty() ? "" : ", ") + T->Con->Labels[I] + ": " + show(T->Args[I], Names, 0);
      return "{" + S + "}";
    }
    if (T->Args.empty())
      return T->Con->Name;
    if (T->Args.size() == 1)
      return show(T->Args[0], Names, 2) + " " + T->Con->Name;
    std::string S;
    for (Type *A : T->Args)
      S += (S.empty() ? "" : ", ") + show(A, Names, 0);
    return "(" + S + ") " + T->Con->Name;
  }
  /// Two types in one message: their variables named alike.
  std::pair<std::string, std::string> show2(Type *A, Type *B) {
    std::map<Type *, std::string> Names;
    Budget = ShowBudget;
    std::string SA = show(A, Names, 0);
    Budget = ShowBudget;
    return {SA, show(B, Names, 0)};
  }

  // --------------------------------------------------------------- errors
  [[noreturn]] void fail(Loc At, const std::string &Msg) {
    Errors.emplace_back(At, Msg);
    throw Abort{};
  }
  /// unify(Got, Want), or an error at \p At: "WHAT: GOT-NAME has type ...,
  /// WANT-NAME ...".
  void expect(Type *Got, Type *Want, Loc At, const std::string &What,
              const std::string &GotName, const std::string &WantName) {
    try {
      unify(Want, Got); // the reason names the wanted part first
    } catch (const Mismatch &M) {
      auto [G, W] = show2(Got, Want);
      size_t Width = std::max(GotName.size(), WantName.size());
      auto Pad = [&](const std::string &S) { return S + std::string(Width - S.size(), ' '); };
      fail(At, What + "\n  " + Pad(WantName) + ": " + W + "\n  " + Pad(GotName) + ": " + G +
                   "\n  reason: " + M.Reason);
    }
  }

  // ---------------------------------------------------------------- names
  void bindTyName(const std::string &Name, TyName N) { TyScopes.back()[Name] = N; }
  /// Binds NewPrefix + t for every visible type name Prefix + t.
  void rebindTyNames(const std::string &Prefix, const std::string &NewPrefix) {
    for (auto &KV : prefixedTyNames(Prefix))
      bindTyName(NewPrefix + KV.first, KV.second);
  }
  /// Every visible type name Prefix + t, as t.
  std::map<std::string, TyName> prefixedTyNames(const std::string &Prefix) {
    std::map<std::string, TyName> Found;
    for (auto &Scope : TyScopes)
      for (auto &KV : Scope)
        if (KV.first.size() > Prefix.size() && KV.first.compare(0, Prefix.size(), Prefix) == 0)
          Found[KV.first.substr(Prefix.size())] = KV.second;
    return Found;
  }
  const TyName *lookupTyName(const std::string &Name) {
    for (auto It = TyScopes.rbegin(); It != TyScopes.rend(); ++It) {
      auto F = It->find(Name);
      if (F != It->end())
        return &F->second;
    }
    return nullptr;
  }
  Type *convert(const TypeExpr &T, std::map<std::string, Type *> *Params) {
    switch (T.Kind) {
    case TyKind::Var: {
      if (Params) {
        auto It = Params->find(T.Name);
        if (It == Params->end())
          fail(T.At, "type variable " + T.Name + " is not a parameter of this declaration");
        return It->second;
      }
      // An explicit type variable stands for one unknown type in its whole
      // top-level declaration (a rigid constant: 'a is not int), quantified
      // at its end.
      Type *&V = ExplicitVars[T.Name];
      if (!V) {
        V = con(tycon(T.Name, 0, T.Name.rfind("''", 0) == 0));
        V->Con->Skolem = true;
      }
      return V;
    }
    case TyKind::Tuple: case TyKind::Arrow: {
      std::vector<Type *> Args;
      for (const TyP &A : T.Args)
        Args.push_back(convert(*A, Params));
      return T.Kind == TyKind::Tuple ? tuple(Args) : arrow(Args[0], Args[1]);
    }
    case TyKind::Record: {
      std::vector<Type *> Args;
      for (const TyP &A : T.Args)
        Args.push_back(convert(*A, Params));
      return record(T.Labels, Args);
    }
    case TyKind::Con:
      break;
    }
    const TyName *N = lookupTyName(T.Name);
    if (!N)
      fail(T.At, "unbound type constructor '" + T.Name + "'" +
                     (T.Name == "word" ? " (sml-mini has no word type)" : ""));
    unsigned Arity = arityOf(*N);
    if (T.Args.size() != Arity)
      fail(T.At, "type constructor '" + T.Name + "' takes " + std::to_string(Arity) +
                     " type argument" + (Arity == 1 ? "" : "s") + ", not " +
                     std::to_string(T.Args.size()));
    std::vector<Type *> Args;
    for (const TyP &A : T.Args)
      Args.push_back(convert(*A, Params));
    return applyTyName(*N, Args);
  }
  static unsigned arityOf(const TyName &N) { return N.Con ? N.Con->Arity : N.Ab->Params.size(); }
  /// The type N(Args): a constructed type, or an abbreviation's body.
  Type *applyTyName(const TyName &N, const std::vector<Type *> &Args) {
    if (N.Con)
      return con(N.Con, Args);
    std::map<Type *, Type *> Map;
    for (size_t I = 0; I < Args.size(); ++I)
      Map[N.Ab->Params[I]] = Args[I];
    return instantiate(N.Ab->Body, Map);
  }
  void annotate(Type *T, const std::vector<TyP> &Annots, const std::string &What) {
    for (const TyP &A : Annots)
      expect(T, convert(*A, nullptr), A->At, "this " + What + " does not have the type written",
             What, "annotation");
  }

  Type *bindingType(const Binding *B) {
    auto It = BindTy.find(B);
    // A binding of a declaration that failed to type-check: anything goes.
    return It != BindTy.end() ? instantiate(It->second) : fresh();
  }
  unsigned overBit(const TyCon *C) const {
    unsigned Bit = 0;
    for (auto [T, O] : {std::pair{IntC, OInt}, {RealC, OReal}, {CharC, OChar}, {StringC, OString}})
      if (C == T)
        Bit = O;
    return Bit;
  }
  Type *overloaded(unsigned Over) {
    Type *A = fresh();
    A->Over = Over;
    OverVars.push_back(A);
    return A;
  }
  Type *primType(Prim P, bool Overloaded, Type *&Operand);
  Type *primUse(Expr &E);
  void resolveOverloads();
  void builtins();

  // ------------------------------------------------------------ inference
  Type *pat(Pat &P);
  Type *expr(Expr &E);
  Type *rules(std::vector<Rule> &Rs, Type *Arg, const char *What);
  Type *app(Expr &Fn, Type *FnT, Type *ArgT, Loc At, Loc ArgAt);
  static bool nonExpansive(const Expr &E);
  void dec(Dec &D);
  void valDec(Dec &D);
  void funDec(Dec &D);
  void dataDec(Dec &D);
  void ascribe(Dec &D, const std::map<std::string, TyName> &Types);
  TyName matchType(const Dec &D, const Spec &S, const std::map<std::string, TyName> &Types);
  void matchValue(const Dec &D, const std::string &Name, Loc At, Type *Want);
  Binding *member(const Dec &D, const std::string &Name);
  Type *placeholderScheme(const ConDecl &CD, Type *Result);
  void topDec(Dec &D);
  void finish();
};

/// The type of primitive \p P; an \p Overloaded one (`+`, not `Int.+`)
/// sets \p Operand to its operand type, a variable of an overloading class.
Type *Checker::primType(Prim P, bool Overloaded, Type *&Operand) {
  Type *I = con(IntC), *S = con(StringC), *R = con(RealC);
  auto Pair = [&](Type *A, Type *B) { return tuple({A, B}); };
  if (Overloaded && realTwin(P) != Prim::None) {
    bool Compare = P == Prim::Lt || P == Prim::Gt || P == Prim::Le || P == Prim::Ge;
    Type *A = Operand = overloaded(Compare ? OverOrd : OverNum);
    return primArity(P) == 1 ? arrow(A, A) : arrow(Pair(A, A), Compare ? con(BoolC) : A);
  }
  switch (P) { // the rest: one type each (Int.~ and Int.abs are int's)
  case Prim::Div: case Prim::Mod:
    return arrow(Pair(I, I), I);
  case Prim::Abs:
    return arrow(I, I);
  case Prim::RAdd: case Prim::RSub: case Prim::RMul: case Prim::RDiv:
  case Prim::MathPow: case Prim::MathAtan2:
    return arrow(Pair(R, R), R);
  case Prim::RNeg: case Prim::RAbs: case Prim::MathSqrt: case Prim::MathSin: case Prim::MathCos:
  case Prim::MathTan: case Prim::MathAtan: case Prim::MathExp: case Prim::MathLn:
  case Prim::MathLog10:
    return arrow(R, R);
  case Prim::RLt: case Prim::RGt: case Prim::RLe: case Prim::RGe:
    return arrow(Pair(R, R), con(BoolC));
  case Prim::RealFromInt:
    return arrow(I, R);
  case Prim::RealFloor: case Prim::RealCeil: case Prim::RealTrunc: case Prim::RealRound:
    return arrow(R, I);
  case Prim::RealFmt: // (x, mode + 4 * digits): see basis.sml's Real.fmt
    return arrow(Pair(R, I), S);
  case Prim::Eq: case Prim::Ne: {
    Type *A = Operand = fresh(); // resolveOverloads looks at it
    A->Eq = true;
    return arrow(Pair(A, A), con(BoolC));
  }
  case Prim::IEq: case Prim::INe: case Prim::ILt: case Prim::IGt: case Prim::ILe:
  case Prim::IGe: // only substituted for the above after checking
    return arrow(Pair(I, I), con(BoolC));
  case Prim::Concat:
    return arrow(Pair(S, S), S);
  case Prim::Assign: {
    Type *A = fresh();
    return arrow(Pair(con(RefC, {A}), A), con(UnitC));
  }
  case Prim::Neg:
    return arrow(I, I);
  case Prim::Deref: {
    Type *A = fresh();
    return arrow(con(RefC, {A}), A);
  }
  case Prim::Ref: {
    Type *A = fresh();
    return arrow(A, con(RefC, {A}));
  }
  case Prim::Print:
    return arrow(S, con(UnitC));
  case Prim::IntToString:
    return arrow(I, S);
  case Prim::Size:
    return arrow(S, I);
  case Prim::Ord:
    return arrow(con(CharC), I);
  case Prim::Chr:
    return arrow(I, con(CharC));
  case Prim::StrSub:
    return arrow(Pair(S, I), con(CharC));
  case Prim::Str:
    return arrow(con(CharC), S);
  case Prim::ArrayMake: {
    Type *A = fresh();
    return arrow(Pair(I, A), con(ArrayC, {A}));
  }
  case Prim::ArraySub: case Prim::VectorSub: {
    Type *A = fresh();
    return arrow(Pair(con(P == Prim::ArraySub ? ArrayC : VectorC, {A}), I), A);
  }
  case Prim::ArrayUpdate: {
    Type *A = fresh();
    return arrow(tuple({con(ArrayC, {A}), I, A}), con(UnitC));
  }
  case Prim::ArrayLength: case Prim::VectorLength:
    return arrow(con(P == Prim::ArrayLength ? ArrayC : VectorC, {fresh()}), I);
  case Prim::ArrayFromList: case Prim::VectorFromList: {
    Type *A = fresh();
    return arrow(list(A), con(P == Prim::ArrayFromList ? ArrayC : VectorC, {A}));
  }
  default:
    return fresh();
  }
}

void Checker::builtins() {
  TyScopes.emplace_back();
  IntC = tycon("int", 0);
  RealC = tycon("real", 0, false); // SML '97: not an equality type
  StringC = tycon("string", 0);
  CharC = tycon("char", 0);
  BoolC = tycon("bool", 0);
  UnitC = tycon("unit", 0);
  ExnC = tycon("exn", 0, false);
  ArrowC = tycon("->", 2, false);
  TupleC = tycon("*", 0);
  ListC = tycon("list", 1);
  OptionC = tycon("option", 1);
  RefC = tycon("ref", 1);
  ArrayC = tycon("array", 1);
  VectorC = tycon("vector", 1);
  for (TyCon *C : {IntC, RealC, CharC, StringC, BoolC, UnitC, ExnC, ListC, OptionC, RefC, ArrayC,
                   VectorC})
    bindTyName(C->Name, {C, nullptr});
  auto Gen = [&] {
    Type *V = var(Generic);
    return V;
  };
  for (auto &C : LP.Cons) {
    ConInfo *CI = C.get();
    if (CI->IsExn) {
      ConTy[CI] = CI->HasArg ? arrow(con(StringC), con(ExnC)) : con(ExnC); // Fail of string
      continue;
    }
    switch (CI->TypeId) {
    case enc::TBool:
      ConTy[CI] = con(BoolC);
      break;
    case enc::TList: {
      Type *A = Gen();
      ConTy[CI] = CI->HasArg ? arrow(tuple({A, list(A)}), list(A)) : list(A);
      break;
    }
    case enc::TOption: {
      Type *A = Gen();
      ConTy[CI] = CI->HasArg ? arrow(A, con(OptionC, {A})) : con(OptionC, {A});
      break;
    }
    default:
      break;
    }
  }
}

// ---------------------------------------------------------------- patterns
Type *Checker::pat(Pat &P) {
  Type *T = nullptr;
  switch (P.Kind) {
  case PatKind::Wild:
    T = fresh();
    break;
  case PatKind::Var:
    T = fresh();
    BindTy[P.Bind] = T;
    break;
  case PatKind::Int:
    T = con(IntC);
    break;
  case PatKind::Char:
    T = con(CharC);
    break;
  case PatKind::Str:
    T = con(StringC);
    break;
  case PatKind::Tuple: {
    std::vector<Type *> Ts;
    for (auto &S : P.Sub)
      Ts.push_back(pat(*S));
    T = tuple(Ts);
    break;
  }
  case PatKind::Con: {
    Type *C = instantiate(ConTy.at(P.Con));
    if (P.Sub.empty()) {
      T = C;
      break;
    }
    T = fresh();
    Type *Arg = pat(*P.Sub[0]);
    expect(arrow(Arg, T), C, P.Sub[0]->At,
           "the argument of constructor '" + P.Name + "' has the wrong type", "argument",
           "constructor");
    break;
  }
  case PatKind::Cons: {
    Type *H = pat(*P.Sub[0]), *L = pat(*P.Sub[1]);
    expect(L, list(H), P.Sub[1]->At, "the tail of this '::' pattern is not a list of its head",
           "tail", "head's list");
    T = L;
    break;
  }
  case PatKind::Ref:
    T = con(RefC, {pat(*P.Sub[0])});
    break;
  case PatKind::As:
    T = pat(*P.Sub[0]);
    BindTy[P.Bind] = T;
    break;
  case PatKind::Record: {
    std::vector<Type *> Ts;
    for (auto &S : P.Sub)
      Ts.push_back(pat(*S));
    FlexRecord F;
    F.Rec = P.Flexible ? flexVar() : record(P.Labels, Ts);
    F.At = P.At;
    F.P = &P;
    F.Subs = Ts;
    T = F.Rec;
    annotate(T, P.Annots, "pattern");
    if (!resolve(F))
      Flex.push_back(F);
    return T;
  }
  }
  annotate(T, P.Annots, "pattern");
  return T;
}

// ------------------------------------------------------------- expressions
Type *Checker::rules(std::vector<Rule> &Rs, Type *Arg, const char *What) {
  Type *Res = fresh();
  for (Rule &R : Rs) {
    Type *P = pat(*R.P);
    expect(P, Arg, R.P->At, std::string("this pattern does not match the ") + What, "pattern",
           What);
    Type *B = expr(*R.Body);
    expect(B, Res, R.Body->At, "the rules' results have different types", "this rule",
           "earlier rules");
  }
  return Res;
}

Type *Checker::app(Expr &Fn, Type *FnT, Type *ArgT, Loc At, Loc ArgAt) {
  Type *F = repr(FnT);
  if (F->Con && F->Con != ArrowC) {
    fail(At, "this " + show(F) + " is applied to an argument, but it is not a function");
  }
  std::string Name = Fn.Kind == ExprKind::Var ? "'" + Fn.Name + "'" : "the function";
  Type *Res = fresh();
  if (F->Con) {
    expect(ArgT, F->Args[0], ArgAt, "the argument of " + Name + " has the wrong type",
           "argument", "expected");
    return F->Args[1];
  }
  expect(arrow(ArgT, Res), F, At, "type error in the application of " + Name,
         "argument -> result", "function");
  return Res;
}

Type *Checker::expr(Expr &E) {
  Type *T = nullptr;
  switch (E.Kind) {
  case ExprKind::Int:
    T = con(IntC);
    break;
  case ExprKind::Real:
    T = con(RealC);
    break;
  case ExprKind::Char:
    T = con(CharC);
    break;
  case ExprKind::Str:
    T = con(StringC);
    break;
  case ExprKind::Var: {
    const Binding *B = E.Bind;
    if (B->K == Binding::Con)
      T = instantiate(ConTy.at(B->C));
    else if (B->K == Binding::Prim)
      T = primUse(E);
    else
      T = bindingType(B);
    break;
  }
  case ExprKind::Tuple: {
    std::vector<Type *> Ts;
    for (auto &S : E.Sub)
      Ts.push_back(expr(*S));
    T = tuple(Ts);
    break;
  }
  case ExprKind::List: {
    Type *A = fresh();
    for (auto &S : E.Sub)
      expect(expr(*S), A, S->At, "the elements of this list have different types",
             "this element", "earlier ones");
    T = list(A);
    break;
  }
  case ExprKind::App:
    if (E.Sub[0]->Kind == ExprKind::Select) { // #a e: e's type is known first
      Type *Arg = expr(*E.Sub[1]);
      T = app(*E.Sub[0], expr(*E.Sub[0]), Arg, E.At, E.Sub[1]->At);
      resolveAll(false);
      break;
    }
    T = app(*E.Sub[0], expr(*E.Sub[0]), expr(*E.Sub[1]), E.At, E.Sub[1]->At);
    break;
  case ExprKind::Record: {
    std::vector<Type *> Ts;
    for (auto &S : E.Sub)
      Ts.push_back(expr(*S));
    T = record(E.Labels, Ts);
    break;
  }
  case ExprKind::Select: {
    FlexRecord F;
    F.Rec = flexVar();
    F.At = E.At;
    F.Sel = &E;
    F.Field = fresh();
    T = arrow(F.Rec, F.Field);
    Flex.push_back(F);
    break;
  }
  case ExprKind::Infix: {
    const Binding *B = E.Bind;
    Type *Op = B->K == Binding::Con    ? instantiate(ConTy.at(B->C))
               : B->K == Binding::Prim ? primUse(E)
                                       : bindingType(B);
    Type *Args = tuple({expr(*E.Sub[0]), expr(*E.Sub[1])});
    Expr Name(ExprKind::Var, E.At);
    Name.Name = E.Name;
    T = app(Name, Op, Args, E.At, E.At);
    break;
  }
  case ExprKind::AndAlso: case ExprKind::OrElse:
    for (auto &S : E.Sub)
      expect(expr(*S), con(BoolC), S->At,
             std::string("an operand of '") +
                 (E.Kind == ExprKind::AndAlso ? "andalso" : "orelse") + "' is not a bool",
             "operand", "expected");
    T = con(BoolC);
    break;
  case ExprKind::If: {
    expect(expr(*E.Sub[0]), con(BoolC), E.Sub[0]->At, "the condition of 'if' is not a bool",
           "condition", "expected");
    T = expr(*E.Sub[1]);
    expect(expr(*E.Sub[2]), T, E.Sub[2]->At,
           "the branches of 'if' have different types", "else branch", "then branch");
    break;
  }
  case ExprKind::While:
    expect(expr(*E.Sub[0]), con(BoolC), E.Sub[0]->At,
           "the condition of 'while' is not a bool", "condition", "expected");
    expr(*E.Sub[1]);
    T = con(UnitC);
    break;
  case ExprKind::Case:
    T = rules(E.Rules, expr(*E.Sub[0]), "value matched");
    break;
  case ExprKind::Fn: {
    Type *A = fresh();
    T = arrow(A, rules(E.Rules, A, "argument"));
    break;
  }
  case ExprKind::Let: {
    size_t Outer = DataCons.size();
    TyScopes.emplace_back();
    for (auto &D : E.Decs)
      dec(*D);
    T = expr(*E.Sub[0]);
    TyScopes.pop_back();
    // SML '97 (rule 2): a datatype declared in the let cannot be in its type
    for (size_t I = Outer; I < DataCons.size(); ++I)
      if (contains(T, DataCons[I]))
        fail(E.At, "the type of this 'let', " + show(T) + ", has the datatype '" +
                       DataCons[I]->Name + "' declared inside it, which does not exist outside");
    DataCons.resize(Outer);
    break;
  }
  case ExprKind::Seq:
    for (auto &S : E.Sub)
      T = expr(*S);
    break;
  case ExprKind::Raise:
    expect(expr(*E.Sub[0]), con(ExnC), E.Sub[0]->At, "'raise' needs an exception",
           "this", "expected");
    T = fresh();
    break;
  case ExprKind::Handle: {
    T = expr(*E.Sub[0]);
    Type *H = rules(E.Rules, con(ExnC), "exception");
    expect(H, T, E.At, "the handler's result and the expression's differ in type",
           "handler", "expression");
    break;
  }
  }
  annotate(T, E.Annots, "expression");
  return T;
}

/// SML's non-expansive expressions: only their bindings are generalized.
bool Checker::nonExpansive(const Expr &E) {
  switch (E.Kind) {
  case ExprKind::Int: case ExprKind::Real: case ExprKind::Char: case ExprKind::Str:
  case ExprKind::Var: case ExprKind::Fn: case ExprKind::Select:
    return true;
  case ExprKind::Tuple: case ExprKind::List: case ExprKind::Record:
    for (auto &S : E.Sub)
      if (!nonExpansive(*S))
        return false;
    return true;
  case ExprKind::App:
    return E.Sub[0]->Kind == ExprKind::Var && E.Sub[0]->Bind->K == Binding::Con &&
           nonExpansive(*E.Sub[1]);
  case ExprKind::Infix:
    return E.Bind->K == Binding::Con && nonExpansive(*E.Sub[0]) && nonExpansive(*E.Sub[1]);
  default:
    return false;
  }
}

// ------------------------------------------------------------ declarations
void Checker::valDec(Dec &D) {
  ++Lvl;
  std::vector<Type *> Rhs;
  for (auto &V : D.Vals)
    Rhs.push_back(expr(*V.second));
  std::vector<Type *> Pats;
  for (size_t I = 0; I < D.Vals.size(); ++I) {
    Pats.push_back(pat(*D.Vals[I].first));
    expect(Rhs[I], Pats[I], D.Vals[I].second->At,
           "the pattern and the expression of this 'val' differ in type", "expression",
           "pattern");
  }
  --Lvl;
  for (size_t I = 0; I < D.Vals.size(); ++I)
    if (nonExpansive(*D.Vals[I].second)) {
      generalize(Pats[I]);
    } else { // not generalized here, nor by an enclosing declaration
      if (Type *S = skolemIn(Pats[I]))
        fail(D.Vals[I].first->At, "type variable " + S->Con->Name +
                                      " cannot be generalized here: this 'val' is not a "
                                      "value (the value restriction)");
      constrain(Pats[I], Lvl, false, false);
    }
}

void Checker::funDec(Dec &D) {
  ++Lvl;
  for (FunBind &FB : D.Funs)
    BindTy[FB.Fn->Self] = fresh();
  for (FunBind &FB : D.Funs) {
    Type *F = BindTy[FB.Fn->Self];
    for (Clause &C : FB.Clauses) {
      std::vector<Type *> Ps;
      for (auto &P : C.Params)
        Ps.push_back(pat(*P));
      Type *R = expr(*C.Body);
      if (C.Result)
        expect(R, convert(*C.Result, nullptr), C.Result->At,
               "the result of '" + FB.Name + "' does not have the type written", "result",
               "annotation");
      for (size_t I = Ps.size(); I-- > 0;)
        R = arrow(Ps[I], R);
      expect(R, F, C.At,
             &C == &FB.Clauses[0] ? "'" + FB.Name + "' is used at another type than it has"
                                  : "the clauses of '" + FB.Name + "' differ in type",
             "this clause", &C == &FB.Clauses[0] ? "its uses" : "earlier clauses");
    }
  }
  --Lvl;
  for (FunBind &FB : D.Funs)
    generalize(BindTy[FB.Fn->Self]);
}

/// A constructor's scheme until its argument type is checked: if that type
/// is in error (reported once, where it is written), the constructor is still
/// known to later declarations and takes any argument, so its uses neither
/// fail nor add errors of their own.
Type *Checker::placeholderScheme(const ConDecl &CD, Type *Result) {
  return CD.HasArg ? arrow(var(Generic), Result) : Result;
}

void Checker::dataDec(Dec &D) {
  // All the datatypes of one declaration first: they may refer to each other.
  std::vector<TyCon *> Cs;
  for (DataBind &DB : D.Datas) {
    Cs.push_back(tycon(DB.Name, DB.TyVars.size()));
    DataCons.push_back(Cs.back());
    bindTyName(DB.Name, {Cs.back(), nullptr});
  }
  std::vector<std::pair<TyCon *, Type *>> Args; // for equality
  for (size_t I = 0; I < D.Datas.size(); ++I) {
    DataBind &DB = D.Datas[I];
    std::map<std::string, Type *> Params;
    std::vector<Type *> Ps;
    for (const std::string &V : DB.TyVars) {
      Ps.push_back(var(Generic));
      Params[V] = Ps.back();
    }
    Type *Dt = con(Cs[I], Ps);
    for (ConDecl &CD : DB.Cons)
      ConTy[CD.Info] = placeholderScheme(CD, Dt);
    for (ConDecl &CD : DB.Cons) {
      if (!CD.HasArg)
        continue;
      Type *A = convert(*CD.Arg, &Params);
      Args.emplace_back(Cs[I], A);
      ConTy[CD.Info] = arrow(A, Dt);
    }
  }
  // Equality: a datatype admits it unless a constructor's argument cannot
  // (a function, an exception, another datatype that does not).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &[C, A] : Args) {
      if (!C->Eq)
        continue;
      std::function<bool(Type *)> Admits = [&](Type *T) {
        T = repr(T);
        if (!T->Con)
          return true;
        if (T->Con == ArrowC || !T->Con->Eq)
          return false;
        if (T->Con == RefC || T->Con == ArrayC)
          return true;
        for (Type *X : T->Args)
          if (!Admits(X))
            return false;
        return true;
      };
      if (!Admits(A)) {
        C->Eq = false;
        Changed = true;
      }
    }
  }
}

void Checker::dec(Dec &D) {
  switch (D.Kind) {
  case DecKind::Val:
    valDec(D);
    return;
  case DecKind::Fun:
    funDec(D);
    return;
  case DecKind::Datatype:
    dataDec(D);
    return;
  case DecKind::Exception:
    for (ConDecl &CD : D.Exns) {
      ConTy[CD.Info] = placeholderScheme(CD, con(ExnC));
      Type *A = CD.HasArg ? convert(*CD.Arg, nullptr) : nullptr;
      if (A && skolemIn(A))
        fail(CD.Arg->At, "an exception's argument type cannot have a type variable (" +
                             skolemIn(A)->Con->Name + ")");
      ConTy[CD.Info] = A ? arrow(A, con(ExnC)) : con(ExnC);
    }
    return;
  case DecKind::Type:
    for (TypeBind &TB : D.Types) {
      Abbrevs.emplace_back();
      Abbrev &A = Abbrevs.back();
      std::map<std::string, Type *> Params;
      for (const std::string &V : TB.TyVars) {
        A.Params.push_back(var(Generic));
        Params[V] = A.Params.back();
      }
      A.Body = convert(*TB.Body, &Params);
      bindTyName(TB.Name, {nullptr, &A});
    }
    return;
  case DecKind::Signature: case DecKind::Fixity:
    return;
  case DecKind::Open:
    for (const std::string &S : D.Names)
      rebindTyNames(S + ".", "");
    return;
  case DecKind::Structure: {
    if (!D.Alias.empty() && !D.Sig) {
      rebindTyNames(D.Alias + ".", D.Name + ".");
      return;
    }
    std::map<std::string, TyName> Members;
    if (!D.Alias.empty()) {
      Members = prefixedTyNames(D.Alias + ".");
    } else {
      TyScopes.emplace_back();
      for (auto &Bd : D.Body)
        dec(*Bd);
      Members = std::move(TyScopes.back());
      TyScopes.pop_back();
    }
    if (D.Sig) {
      ascribe(D, Members);
      return;
    }
    for (auto &KV : Members)
      bindTyName(D.Name + "." + KV.first, KV.second);
    return;
  }
  case DecKind::Local: {
    TyScopes.emplace_back();
    for (auto &I : D.Inner)
      dec(*I);
    TyScopes.emplace_back();
    for (auto &B : D.Body)
      dec(*B);
    auto Exported = std::move(TyScopes.back());
    TyScopes.pop_back();
    TyScopes.pop_back();
    for (auto &KV : Exported)
      bindTyName(KV.first, KV.second);
    return;
  }
  }
}

/// Finds the fields of \p F's record if its type is known: the selector's
/// index, or the flexible pattern rewritten as the tuple pattern of the
/// record's layout (a wildcard for each field it does not name).
bool Checker::resolve(FlexRecord &F) {
  std::vector<std::string> Ls;
  if (!labelsOf(F.Rec, Ls))
    return false;
  Type *R = repr(F.Rec);
  auto Index = [&](const std::string &L) -> size_t {
    for (size_t I = 0; I < Ls.size(); ++I)
      if (Ls[I] == L)
        return I;
    fail(F.At, "the record type " + show(R) + " has no field '" + L + "'");
  };
  if (F.Sel) {
    size_t I = Index(F.Sel->Name);
    F.Sel->IntVal = I;
    expect(R->Args[I], F.Field, F.At, "the selected field has another type", "field",
           "expected");
    return true;
  }
  Pat &P = *F.P;
  std::vector<PatP> Fields(Ls.size());
  for (size_t K = 0; K < P.Labels.size(); ++K) {
    size_t I = Index(P.Labels[K]);
    expect(F.Subs[K], R->Args[I], P.Sub[K]->At,
           "the pattern of field '" + P.Labels[K] + "' has the wrong type", "pattern", "field");
    Fields[I] = std::move(P.Sub[K]);
  }
  if (!P.Flexible && P.Labels.size() != Ls.size())
    fail(F.At, "this record pattern does not name every field of " + show(R) +
                   " (write '...' for the others)");
  for (size_t I = 0; I < Fields.size(); ++I)
    if (!Fields[I])
      Fields[I] = std::make_unique<Pat>(PatKind::Wild, P.At);
  P.Kind = PatKind::Tuple;
  P.Sub = std::move(Fields);
  P.Labels.clear();
  return true;
}

/// Resolves the records whose types are now known; \p Final (the end of a
/// top-level declaration): the others are errors.
void Checker::resolveAll(bool Final) {
  std::vector<FlexRecord> Left;
  for (FlexRecord &F : Flex)
    if (!resolve(F))
      Left.push_back(F);
  Flex = std::move(Left);
  if (Final && !Flex.empty()) {
    FlexRecord F = Flex.front();
    Flex.clear();
    fail(F.At, std::string("the type of this record is not known here, so its fields "
                           "cannot be found (annotate its type)"));
  }
}

// ------------------------------------------------------------ signatures
/// " (signature line L)": where the signature says what S does not have.
static std::string specifiedAt(Loc At) {
  return " (signature line " + std::to_string(At.Line) + ")";
}

/// `structure S : SIG = ...` and `S :> SIG` (SML '97 signature matching,
/// without structures inside signatures): S must define every type, value,
/// datatype and exception SIG specifies, each value with a type at least as
/// general as its specification. Outside, S has only what SIG specifies,
/// with the specified (possibly less general) types; under `:>`, a type
/// SIG leaves abstract (`type t`, `eqtype t`) is a new type, so nothing
/// outside can see what it is.
void Checker::ascribe(Dec &D, const std::map<std::string, TyName> &Types) {
  TyScopes.emplace_back(); // S's substructures (a functor's parameter) ...
  for (auto &KV : Types)
    if (KV.first.find('.') != std::string::npos)
      bindTyName(KV.first, KV.second);
  TyScopes.emplace_back(); // ... and SIG's type names as S realizes them: matching
  std::vector<std::pair<std::string, TyName>> Seen; // ... as seen outside
  for (const Spec &S : D.Sig->Specs) {
    ExplicitVars.clear();
    switch (S.K) {
    case Spec::Type: case Spec::EqType: {
      TyName Real = matchType(D, S, Types);
      bindTyName(S.Name, Real);
      bool Abstract = D.Opaque && !S.Ty;
      Seen.push_back({S.Name, Abstract ? TyName{tycon(S.Name, S.TyVars.size(), S.K == Spec::EqType), nullptr}
                                       : Real});
      break;
    }
    case Spec::Datatype:
      for (const DataBind &DB : S.Datas) {
        auto It = Types.find(DB.Name);
        if (It == Types.end() || !It->second.Con || It->second.Con->Arity != DB.TyVars.size())
          fail(D.At, "structure " + structureName(D) + " does not define datatype '" + DB.Name +
                         "' with " + std::to_string(DB.TyVars.size()) +
                         " type parameter(s), which its signature specifies" + specifiedAt(DB.At));
        bindTyName(DB.Name, It->second);
        Seen.push_back({DB.Name, It->second});
      }
      for (const DataBind &DB : S.Datas) { // constructors: the same, same arguments
        std::map<std::string, Type *> Params;
        std::vector<Type *> Ps;
        for (const std::string &V : DB.TyVars)
          Ps.push_back(Params[V] = fresh());
        Type *Dt = con(lookupTyName(DB.Name)->Con, Ps);
        for (const ConDecl &C : DB.Cons)
          matchValue(D, C.Name, C.At, C.HasArg ? arrow(convert(*C.Arg, &Params), Dt) : Dt);
      }
      break;
    case Spec::Exception:
      for (const ConDecl &C : S.Exns)
        matchValue(D, C.Name, C.At,
                   C.HasArg ? arrow(convert(*C.Arg, nullptr), con(ExnC)) : con(ExnC));
      break;
    case Spec::Val: // 'a is rigid: S's value must be at least as general
      matchValue(D, S.Name, S.At, convert(*S.Ty, nullptr));
      break;
    }
  }
  TyScopes.back().clear(); // outside: the values have the specified types
  for (auto &[Name, N] : Seen)
    bindTyName(Name, N);
  for (const Spec &S : D.Sig->Specs) {
    Binding *B = S.K == Spec::Val ? member(D, S.Name) : nullptr;
    if (!B || B->K == Binding::Con)
      continue;
    ExplicitVars.clear();
    convert(*S.Ty, nullptr); // its type variables
    std::map<std::string, Type *> Params;
    for (auto &KV : ExplicitVars) {
      Type *V = Params[KV.first] = var(Generic);
      V->Eq = KV.second->Con->Eq;
    }
    BindTy[B] = convert(*S.Ty, &Params);
  }
  ExplicitVars.clear();
  TyScopes.pop_back();
  TyScopes.pop_back();
  for (auto &[Name, N] : Seen)
    bindTyName(D.Name + "." + Name, N);
}

/// The type S gives to SIG's `type t` or `eqtype t`, checked against its
/// definition in SIG if any (and for eqtype, that it admits equality).
TyName Checker::matchType(const Dec &D, const Spec &S, const std::map<std::string, TyName> &Types) {
  auto It = Types.find(S.Name);
  if (It == Types.end() || arityOf(It->second) != S.TyVars.size())
    fail(D.At, "structure " + structureName(D) + " does not define type '" + S.Name + "' with " +
                   std::to_string(S.TyVars.size()) + " type parameter(s), which its signature specifies" +
                   specifiedAt(S.At));
  std::map<std::string, Type *> Params;
  std::vector<Type *> Args;
  for (const std::string &V : S.TyVars) {
    Args.push_back(con(tycon(V, 0, false)));
    Args.back()->Con->Skolem = true;
    Params[V] = Args.back();
  }
  Type *Real = applyTyName(It->second, Args);
  if (S.Ty) { // type t = ty: S's t must be that type; it stays visible
    Type *Def = convert(*S.Ty, &Params);
    try {
      unify(Def, Real);
    } catch (const Mismatch &M) {
      auto [A, B] = show2(Def, Real);
      fail(D.At, "type '" + S.Name + "' of structure " + structureName(D) +
                     " is not the one its signature specifies" + specifiedAt(S.At) +
                     "\n  signature: " + A +
                     "\n  structure: " + B + "\n  reason: " + M.Reason);
    }
    return It->second;
  }
  if (S.K == Spec::EqType) {
    try {
      constrain(Real, Lvl, true, 0);
    } catch (const Mismatch &) {
      fail(D.At, "type '" + S.Name + "' of structure " + structureName(D) +
                     " does not admit equality, but its signature says eqtype" + specifiedAt(S.At));
    }
  }
  return It->second;
}

Binding *Checker::member(const Dec &D, const std::string &Name) {
  for (auto &[N, B] : D.Members)
    if (N == Name)
      return B;
  return nullptr; // Lower reports a specified value S does not define
}

/// S's value \p Name must have type \p Want or a more general one.
void Checker::matchValue(const Dec &D, const std::string &Name, Loc At, Type *Want) {
  Binding *B = member(D, Name);
  Type *Have = B->K == Binding::Con ? instantiate(ConTy.at(B->C)) : bindingType(B);
  try {
    unify(Want, Have);
  } catch (const Mismatch &M) {
    auto [W, H] = show2(Want, Have);
    fail(D.At, "'" + Name + "' of structure " + structureName(D) +
                   " does not have the type its signature specifies" + specifiedAt(At) +
                   "\n  signature: " + W +
                 "\n  structure: " + H + "\n  reason: " + M.Reason);
  }
}

/// One top-level declaration: its first error ends its checking.
void Checker::topDec(Dec &D) {
  ExplicitVars.clear();
  DataCons.clear();
  int SavedLvl = Lvl;
  size_t SavedScopes = TyScopes.size();
  size_t FlexBefore = Flex.size();
  try {
    dec(D);
    resolveAll(false);
    for (auto &KV : ExplicitVars) { // 'a: now a quantified variable
      Type *V = KV.second;
      V->Eq = V->Con->Eq;
      V->Con = nullptr;
      V->Level = Generic;
    }
  } catch (const Abort &) {
    Flex.resize(std::min(Flex.size(), FlexBefore));
    Lvl = SavedLvl;
    TyScopes.resize(SavedScopes);
    if (InBasis) // the basis is the compiler's: say where
      Errors.back() = fe::CompileError(Errors.back().At, "in basis.sml: " + Errors.back().Msg);
  }
}

/// The end of the program: comparisons nothing decided are on ints, and a
/// record whose type is still unknown is an error. (SML '97 decides both at
/// the end of each top-level declaration; Poly/ML, like this, also looks at
/// the declarations after it: `fun insert (w, l) = ... w < w' ...` used
/// later on strings.)
void Checker::finish() {
  try {
    resolveAll(true);
  } catch (const Abort &) {
  }
  for (Type *V : OverVars) {
    Type *R = repr(V);
    if (!R->Con)
      R->Link = con(IntC);
  }
  OverVars.clear();
}

/// An identifier bound to a primitive, used as a value or an infix operator.
Type *Checker::primUse(Expr &E) {
  Type *Operand = nullptr;
  bool Overloaded = E.Bind->Name.find('.') == std::string::npos; // `+`, not `Int.+`
  Type *T = primType(E.Bind->P, Overloaded, Operand);
  if (Operand)
    OverUses.push_back({&E, Operand});
  return T;
}

/// Overloaded operations used on reals become the real primitives.
/// Comparisons and equality whose operands are ints, chars or bools (one
/// word each, equal and ordered as words) become the word primitives:
/// compiled without the test of whether both are ints.
void Checker::resolveOverloads() {
  for (auto &[E, Operand] : OverUses) {
    Type *T = repr(Operand);
    Prim P = E->Bind->P;
    if (T->Con == RealC && realTwin(P) != Prim::None)
      E->Bind = LP.PrimBindings.at(realTwin(P));
    else if ((T->Con == IntC || T->Con == CharC || (T->Con == BoolC && (P == Prim::Eq || P == Prim::Ne))) &&
             wordTwin(P) != Prim::None)
      E->Bind = LP.PrimBindings.at(wordTwin(P));
  }
}

void Checker::run() {
  builtins();
  TyScopes.emplace_back();
  for (auto &D : LP.Basis.Decs)
    topDec(*D);
  finish();
  InBasis = false;
  TyScopes.emplace_back();
  for (auto &D : LP.User.Decs) {
    if (Errors.size() >= MaxTypeErrors)
      break;
    topDec(*D);
  }
  if (Errors.size() < MaxTypeErrors)
    finish();
  if (Errors.empty()) {
    resolveOverloads();
    return;
  }
  fe::CompileError First = Errors[0];
  for (size_t I = 1; I < Errors.size(); ++I)
    First.More.push_back({Errors[I].At, Errors[I].Msg});
  throw First;
}

} // namespace

void typecheck(LoweredProgram &LP) { Checker(LP).run(); }

} // namespace sml
