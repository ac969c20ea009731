//===- Typecheck.cpp - lazy-mini: Haskell 98 types with the standard classes -===//
#include "Typecheck.h"
#include "runtime/lazy_runtime.h"

#include <algorithm>
#include <climits>
#include <deque>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace lazy {
namespace {

// ------------------------------------------------------------------ classes

enum Class : unsigned { CEq, COrd, CShow, CNum, CReal, CIntegral, CEnum, CBounded,
                        CFractional, CFloating, CRealFrac, NumClasses };
const char *const ClassNames[NumClasses] = {"Eq",   "Ord",      "Show", "Num",
                                            "Real", "Integral", "Enum", "Bounded",
                                            "Fractional", "Floating", "RealFrac"};
constexpr unsigned bit(Class C) { return 1u << C; }
constexpr unsigned NumericClasses = bit(CNum) | bit(CReal) | bit(CIntegral) |
                                    bit(CFractional) | bit(CFloating) | bit(CRealFrac);

/// The direct superclasses (Haskell 98 report, figure 6.1, without Num's
/// Eq and Show: GHC dropped them).
std::vector<Class> superclasses(Class C) {
  switch (C) {
  case COrd: return {CEq};
  case CReal: return {CNum, COrd};
  case CIntegral: return {CReal, CEnum};
  case CFractional: return {CNum};
  case CFloating: return {CFractional};
  case CRealFrac: return {CReal, CFractional};
  default: return {};
  }
}

/// One of the Prelude's value classes (Lower.h, isValueClass) by name.
bool lookupClass(const std::string &Name, Class &C) {
  for (unsigned I = 0; I < NumClasses; ++I)
    if (Name == ClassNames[I]) {
      C = Class(I);
      return true;
    }
  return false;
}

// -------------------------------------------------------------------- types

/// A type constructor. Instances: a bit per class; an instance for
/// `T a1 .. an` needs the same class of every argument (Eq [a] needs Eq a).
struct TyCon {
  std::string Name;
  unsigned Arity = 0;
  unsigned Instances = 0;
  const Decl *Data = nullptr; // a data declaration's
};

constexpr int Generic = INT_MAX; // the level of a quantified variable

/// A type: a constructor applied to Args, or a variable: flexible (bound
/// through Link once unified) or rigid (a signature's `a`: equal only to
/// itself). Level: the binding-group depth of a variable, for
/// generalization and for a rigid variable's scope.
struct Type {
  Type *Link = nullptr;
  int Level = 0;
  TyCon *Con = nullptr;
  std::vector<Type *> Args;
  std::string Rigid;
};

/// `f t`, a type variable applied (a constructor class's `f a`): Args =
/// {f, t}. Once f is known to be a type constructor applied to some
/// arguments, repr turns the node into that constructor applied to one
/// more (`f Int` with f = Maybe is `Maybe Int`).
TyCon AppTyCon{"@", 2, 0, nullptr};

Type *repr(Type *T) {
  while (!T->Con && T->Link)
    T = T->Link;
  if (T->Con == &AppTyCon) {
    Type *H = repr(T->Args[0]);
    if (H->Con && H->Con != &AppTyCon) {
      std::vector<Type *> Args = H->Args;
      Args.push_back(T->Args[1]);
      T->Con = H->Con;
      T->Args = std::move(Args);
    }
  }
  return T;
}
bool isFlexible(Type *T) { return !T->Con && T->Rigid.empty(); }

/// A class predicate `C t`, with where and why it arose.
struct Pred {
  Class C = CEq;
  Type *T;
  Loc At;
  std::string Origin; // "a use of 'show'", "the literal '3'"
};

/// forall (the variables of T at level Generic). Context => T.
struct Scheme {
  Type *T = nullptr;
  std::vector<std::pair<Class, Type *>> Context;
};

/// Why two types do not unify.
struct Mismatch {
  std::string Why; // empty: the types differ; else occurs check, escape
};

/// Prints types for messages: [Char] as String, flexible variables as a0,
/// a1, ... in order of appearance within one message.
class Printer {
  std::map<Type *, std::string> Names;

public:
  std::string operator()(Type *T, bool Parens = false) {
    T = repr(T);
    if (!T->Con) {
      if (!T->Rigid.empty()) return T->Rigid;
      auto It = Names.find(T);
      if (It != Names.end()) return It->second;
      return Names[T] = "a" + std::to_string(Names.size());
    }
    const std::string &N = T->Con->Name;
    if (T->Con == &AppTyCon) {
      std::string S = (*this)(T->Args[0]) + " " + (*this)(T->Args[1], true);
      return Parens ? "(" + S + ")" : S;
    }
    if (N == "[]" && T->Args.size() == 1) {
      Type *E = repr(T->Args[0]);
      if (E->Con && E->Con->Name == "Char") return "String";
      return "[" + (*this)(E) + "]";
    }
    if (N == "->" && T->Args.size() == 2) {
      std::string S = (*this)(T->Args[0], true) + " -> " + (*this)(T->Args[1]);
      return Parens ? "(" + S + ")" : S;
    }
    if (N[0] == '(' && N.size() > 2 && T->Args.size() == T->Con->Arity) { // a tuple
      std::string S = "(";
      for (size_t I = 0; I < T->Args.size(); ++I) S += (I ? ", " : "") + (*this)(T->Args[I]);
      return S + ")";
    }
    std::string S = N;
    for (Type *A : T->Args) S += " " + (*this)(A, true);
    return Parens && !T->Args.empty() ? "(" + S + ")" : S;
  }
};

/// A group's binding for dependency analysis: a function or value (Fn), or
/// a pattern binding (Pat, binding Vars).
struct Node {
  FunDef *Fn = nullptr;
  Decl *Pat = nullptr;
  const std::vector<Binding *> *Vars = nullptr;
  std::vector<unsigned> Deps;
  int Index = -1, Low = 0;
  bool OnStack = false;
};

class Checker {
public:
  explicit Checker(LoweredProgram &LP) : LP(LP) {}
  void run();

private:
  LoweredProgram &LP;
  std::deque<Type> Arena;
  std::deque<TyCon> TyCons;
  std::map<std::string, TyCon *> TyNames;
  std::map<std::string, const Decl *> Synonyms;
  std::unordered_map<const Decl *, TyCon *> DataCons;
  std::map<unsigned, TyCon *> TupleCons;
  std::unordered_map<const Binding *, Scheme> BindTy;
  std::unordered_map<const ConInfo *, Scheme> ConTy;
  std::vector<Pred> Preds; // not yet generalized, deferred or defaulted
  int Lvl = 0;
  TyCon *IntC = nullptr, *IntegerC, *DoubleC, *CharC, *BoolC, *UnitC, *ListC, *ArrowC, *IOC;
  std::vector<fe::CompileError> Errors;
  std::vector<std::pair<Expr *, Type *>> ShowUses; // show and print, and the shown type
  std::vector<std::pair<Expr *, Type *>> PrintfUses; // printf, and its type after the format
  std::vector<std::pair<Expr *, Type *>> TypedUses; // toEnum, minBound, maxBound: their type
  std::vector<std::pair<Expr *, Type *>> NumUses; // numeric literals and conversions: their type
  const std::string *SigOwner = nullptr; // the binding whose signature is being checked

  // ------------------------------------------------ dictionary classes
  /// A class compiled by dictionary passing (Lower.h, ClassInfo), number
  /// NumClasses + its index; its instances, each with its context as
  /// (class, index of the instance type's argument it constrains).
  struct DictClass {
    ClassInfo *Info;
    std::vector<Class> Supers; // the dictionary superclasses in field order, then value ones
    struct Inst {
      DictInstance *I;
      TyCon *Con;
      unsigned NArgs;
      std::vector<std::pair<Class, unsigned>> Ctx;
    };
    std::vector<Inst> Insts;
  };
  std::vector<DictClass> DClasses;
  std::unordered_map<const Binding *, Scheme> MethodTy; // the selectors'
  struct DictUse {
    Expr *E; // a use of an overloaded name ...
    std::vector<Pred> Preds; // ... and the dictionaries it takes
  };
  std::vector<DictUse> DictUses;
  /// The dictionaries the signatures in scope give, by rigid variable.
  std::map<Type *, std::vector<std::pair<Class, Binding *>>> GivenDicts;

  static bool isDict(Class C) { return C >= NumClasses; }
  DictClass &dictClass(Class C) { return DClasses[C - NumClasses]; }
  std::string className(Class C) { return isDict(C) ? dictClass(C).Info->Name : ClassNames[C]; }
  std::vector<Class> supersOf(Class C) { return isDict(C) ? dictClass(C).Supers : superclasses(C); }
  /// True if having \p Have gives \p Want (itself or a superclass, transitively).
  bool entails(Class Have, Class Want) {
    if (Have == Want) return true;
    for (Class S : supersOf(Have))
      if (entails(S, Want)) return true;
    return false;
  }
  /// Any class by name: a value class or a dictionary class.
  bool anyClass(const std::string &Name, Class &C) {
    if (lookupClass(Name, C)) return true;
    for (size_t I = 0; I < DClasses.size(); ++I)
      if (DClasses[I].Info->Name == Name) {
        C = Class(NumClasses + I);
        return true;
      }
    return false;
  }

  // ---------------------------------------------------------- construction
  Type *var(int Level) {
    Arena.emplace_back();
    Arena.back().Level = Level;
    return &Arena.back();
  }
  Type *fresh() { return var(Lvl); }
  Type *con(TyCon *C, std::vector<Type *> Args = {}) {
    Arena.emplace_back();
    Arena.back().Con = C;
    Arena.back().Args = std::move(Args);
    return &Arena.back();
  }
  Type *arrow(Type *A, Type *B) { return con(ArrowC, {A, B}); }
  Type *list(Type *T) { return con(ListC, {T}); }
  Type *string() { return list(con(CharC)); }
  TyCon *newTyCon(const std::string &Name, unsigned Arity, unsigned Instances) {
    TyCons.push_back(TyCon{Name, Arity, Instances, nullptr});
    TyNames[Name] = &TyCons.back();
    return &TyCons.back();
  }
  TyCon *tupleCon(unsigned N) {
    TyCon *&C = TupleCons[N];
    if (!C) {
      TyCons.push_back(TyCon{"(" + std::string(N - 1, ',') + ")", N,
                             bit(CEq) | bit(COrd) | bit(CShow) | bit(CBounded), nullptr});
      C = &TyCons.back();
    }
    return C;
  }
  Type *tuple(std::vector<Type *> Ts) {
    TyCon *C = tupleCon(Ts.size()); // before Ts is moved from
    return con(C, std::move(Ts));
  }

  void builtinTypes() {
    unsigned Std = bit(CEq) | bit(COrd) | bit(CShow);
    unsigned Integral = Std | bit(CNum) | bit(CReal) | bit(CIntegral) | bit(CEnum) | bit(CBounded);
    IntC = newTyCon("Int", 0, Integral);
    IntegerC = newTyCon("Integer", 0, Integral & ~bit(CBounded));
    DoubleC = newTyCon("Double", 0, Std | bit(CNum) | bit(CReal) | bit(CFractional) |
                                        bit(CFloating) | bit(CRealFrac) | bit(CEnum));
    CharC = newTyCon("Char", 0, Std | bit(CEnum) | bit(CBounded));
    BoolC = newTyCon("Bool", 0, Std | bit(CEnum) | bit(CBounded));
    UnitC = newTyCon("()", 0, Std | bit(CEnum) | bit(CBounded));
    ListC = newTyCon("[]", 1, Std);
    ArrowC = newTyCon("->", 2, 0);
    IOC = newTyCon("IO", 1, 0);
  }

  /// The schemes of the built-in constructors and primitives.
  void builtinSchemes() {
    Type *A = var(Generic);
    ConTy[LP.False] = {con(BoolC), {}};
    ConTy[LP.True] = {con(BoolC), {}};
    ConTy[LP.Unit] = {con(UnitC), {}};
    ConTy[LP.Nil] = {list(A), {}};
    ConTy[LP.Cons_] = {arrow(A, arrow(list(A), list(A))), {}};
  }
  Scheme primScheme(Prim P) {
    Type *A = var(Generic), *B = var(Generic);
    auto Bin = [&](Class C) { return Scheme{arrow(A, arrow(A, A)), {{C, A}}}; };
    auto Rel = [&](Class C) { return Scheme{arrow(A, arrow(A, con(BoolC))), {{C, A}}}; };
    switch (P) {
    case Prim::Add: case Prim::Sub: case Prim::Mul: return Bin(CNum);
    case Prim::Div: case Prim::Mod: case Prim::Quot: case Prim::Rem: return Bin(CIntegral);
    case Prim::FDiv: return Bin(CFractional);
    case Prim::Compare: return {arrow(A, arrow(A, con(IntC))), {{COrd, A}}};
    case Prim::Math: return {arrow(con(IntC), arrow(A, arrow(A, A))), {}}; // Prelude's signatures
    case Prim::Round: return {arrow(con(IntC), arrow(A, B)), {}};          // give the classes
    case Prim::Negate: return {arrow(A, A), {{CNum, A}}};
    case Prim::Eq: case Prim::Ne: return Rel(CEq);
    case Prim::Lt: case Prim::Le: case Prim::Gt: case Prim::Ge: return Rel(COrd);
    case Prim::Seq: return {arrow(A, arrow(B, B)), {}};
    case Prim::Error: return {arrow(string(), A), {}};
    case Prim::Show: return {arrow(A, string()), {{CShow, A}}};
    case Prim::ShowsPrec: return {arrow(con(IntC), arrow(A, string())), {{CShow, A}}};
    case Prim::Printf: return {arrow(string(), A), {}}; // A: the arguments to the result
    case Prim::Print: return {arrow(A, con(IOC, {con(UnitC)})), {{CShow, A}}};
    case Prim::PutStrLn: case Prim::PutStr: return {arrow(string(), con(IOC, {con(UnitC)})), {}};
    case Prim::Then: return {arrow(con(IOC, {A}), arrow(con(IOC, {B}), con(IOC, {B}))), {}};
    case Prim::Return: return {arrow(A, con(IOC, {A})), {}};
    case Prim::Coerce: return {arrow(A, B), {}}; // the Prelude's signatures give the classes
    case Prim::FromEnum: return {arrow(A, con(IntC)), {{CEnum, A}}};
    case Prim::EnumLike: return {arrow(A, arrow(con(IntC), A)), {}};
    case Prim::EnumTop: case Prim::EnumBottom: return {arrow(A, con(IntC)), {}};
    case Prim::ToEnum: return {arrow(con(IntC), A), {{CEnum, A}}};
    case Prim::MinBound: case Prim::MaxBound: return {A, {{CBounded, A}}};
    case Prim::Ord: return {arrow(con(CharC), con(IntC)), {}};
    case Prim::Chr: return {arrow(con(IntC), con(CharC)), {}};
    case Prim::Bind:
      return {arrow(con(IOC, {A}), arrow(arrow(A, con(IOC, {B})), con(IOC, {B}))), {}};
    case Prim::None: case Prim::Method: break; // a method's scheme is MethodTy's
    }
    return {A, {}};
  }

  // ------------------------------------------------------ types as written
  /// Converts \p T. Type variables are looked up in \p Vars; a new one is
  /// added (as made by \p NewVar) if \p NewVar is set, else it is an error.
  Type *convert(const TypeExpr &T, std::map<std::string, Type *> &Vars,
                const std::function<Type *(const std::string &)> &NewVar, unsigned Depth = 0) {
    if (Depth > 200) fe::error(T.At, "a cycle in type synonym declarations");
    auto Sub = [&](const TypeExpr &E) { return convert(E, Vars, NewVar, Depth); };
    switch (T.Kind) {
    case TypeKind::Var: {
      auto It = Vars.find(T.Name);
      Type *V;
      if (It != Vars.end()) V = It->second;
      else if (!NewVar) fe::error(T.At, "not in scope: type variable '" + T.Name + "'");
      else V = Vars[T.Name] = NewVar(T.Name);
      for (auto &A : T.Args) V = con(&AppTyCon, {V, Sub(*A)}); // f a b = (f a) b
      return V;
    }
    case TypeKind::Fun: return arrow(Sub(*T.Args[0]), Sub(*T.Args[1]));
    case TypeKind::List: return list(Sub(*T.Args[0]));
    case TypeKind::Tuple: {
      std::vector<Type *> Ts;
      for (auto &A : T.Args) Ts.push_back(Sub(*A));
      return tuple(Ts);
    }
    case TypeKind::Con: break;
    }
    std::vector<Type *> Args;
    for (auto &A : T.Args) Args.push_back(Sub(*A));
    const std::string Name = baseName(T.Name); // `Map.Map`: type names are global
    if (Name == "String") {
      arity(T, "String", 0);
      return string();
    }
    if (auto S = Synonyms.find(Name); S != Synonyms.end()) {
      const Decl &D = *S->second;
      arity(T, Name, D.TyParams.size());
      std::map<std::string, Type *> Params;
      for (size_t I = 0; I < Args.size(); ++I) Params[D.TyParams[I]] = Args[I];
      return convert(*D.Synonym, Params, nullptr, Depth + 1);
    }
    auto It = TyNames.find(Name);
    if (It == TyNames.end()) {
      static const std::set<std::string> Missing = {"Float", "Word", "Rational"};
      if (Missing.count(Name))
        fe::error(T.At, "lazy-mini does not support the type '" + Name + "'");
      fe::error(T.At, "not in scope: type constructor '" + T.Name + "'");
    }
    arity(T, Name, It->second->Arity);
    return con(It->second, Args);
  }
  void arity(const TypeExpr &T, const std::string &Name, size_t Want) {
    if (T.Args.size() < Want)
      fe::error(T.At, "expecting " + std::to_string(Want - T.Args.size()) + " more argument" +
                          (Want - T.Args.size() == 1 ? "" : "s") + " to '" + Name + "'");
    if (T.Args.size() > Want)
      fe::error(T.At, "'" + Name + "' is applied to too many type arguments");
  }

  /// A signature's scheme: its variables generic, its context checked.
  Scheme sigScheme(const TypeSig &S) {
    std::map<std::string, Type *> Vars;
    Scheme Sc;
    Sc.T = convert(*S.Type, Vars, [&](const std::string &) { return var(Generic); });
    Sc.Context = context(S, Vars);
    return Sc;
  }
  std::vector<std::pair<Class, Type *>> context(const TypeSig &S,
                                                std::map<std::string, Type *> &Vars) {
    std::vector<std::pair<Class, Type *>> Ctx;
    for (const ClassPred &P : S.Context) {
      Class C = CEq;
      if (!anyClass(P.Class, C)) fe::error(P.At, "not in scope: type class '" + P.Class + "'");
      if (P.Type->Kind != TypeKind::Var)
        fe::error(P.Type->At, "a constraint must be on a type variable: '" + P.Class + " a'");
      auto It = Vars.find(P.Type->Name);
      if (It == Vars.end())
        fe::error(P.Type->At, "the constraint '" + P.Class + " " + P.Type->Name +
                                  "' is on a type variable that the type does not mention");
      Ctx.emplace_back(C, It->second);
    }
    return Ctx;
  }

  // ------------------------------------------------------ data declarations
  void declareTypes() {
    std::set<const Decl *> InPrelude; // the program's types may shadow these
    for (auto &D : LP.Prelude.Decls) InPrelude.insert(D.get());
    std::map<std::string, std::string> Library; // a library module's types, by name
    for (auto &L : LP.Libraries)
      for (auto &D : L.second.Decls)
        if (D->Kind == DeclKind::Data || D->Kind == DeclKind::Synonym) Library[D->Name] = L.first;
    std::set<std::string> Declared;
    for (const Decl *D : LP.Types) {
      if (!InPrelude.count(D)) {
        auto Lib = Library.find(D->Name);
        if (Lib != Library.end() && Declared.count(D->Name))
          fe::error(D->At, "the type '" + D->Name + "' is also " + Lib->second +
                               "'s, a library module the program uses (lazy-mini's type "
                               "names are global): rename it");
        if (!Declared.insert(D->Name).second || D->Name == "String" ||
            (TyNames.count(D->Name) && !TyNames[D->Name]->Data))
          fe::error(D->At, "multiple declarations of the type '" + D->Name + "'");
        Synonyms.erase(D->Name);
      }
      std::set<std::string> Params;
      for (const std::string &P : D->TyParams)
        if (!Params.insert(P).second)
          fe::error(D->At, "the type variable '" + P + "' is bound twice in '" + D->Name + "'");
      if (D->Kind == DeclKind::Synonym) {
        Synonyms[D->Name] = D;
        continue;
      }
      TyCon *C = newTyCon(D->Name, D->TyParams.size(), 0);
      C->Data = D;
      DataCons[D] = C;
    }
    for (const Decl *D : LP.Types)
      if (D->Kind == DeclKind::Synonym) { // a cycle or an unknown name shows here
        std::map<std::string, Type *> Params;
        for (const std::string &P : D->TyParams) Params[P] = var(Generic);
        convert(*D->Synonym, Params, nullptr);
      }
    for (const Decl *D : LP.Types) // in source order: the first error is the first one
      if (D->Kind == DeclKind::Data) derive(*D, *DataCons.at(D));
    for (const LoweredProgram::Instance &I : LP.Instances) {
      Class C = CEq;
      lookupClass(I.D->Name, C); // Lower accepted Show, Eq or Ord
      TyCon &T = *DataCons.at(I.Data);
      if (T.Instances & bit(C))
        fe::error(I.D->At, "duplicate instance declarations for (" + I.D->Name + " " +
                               I.Data->Name + ")");
      T.Instances |= bit(C);
    }
    for (const LoweredProgram::Instance &I : LP.Instances)
      if (I.D->Name == "Ord" && !(DataCons.at(I.Data)->Instances & bit(CEq)))
        fe::error(I.D->At, "no instance for (Eq " + I.Data->Name +
                               "), which an instance of Ord needs: derive or declare Eq too");
    for (const Decl *D : LP.Types)
      if (D->Kind == DeclKind::Data) checkDerived(*D, *DataCons.at(D));
  }
  /// Sets the instances of a `deriving` clause.
  void derive(const Decl &D, TyCon &T) {
    for (auto &[At, Name] : D.Deriving) {
      Class C = CEq;
      if (!lookupClass(Name, C) || (bit(C) & NumericClasses))
        fe::error(At, "lazy-mini cannot derive '" + Name + "' (it derives Eq, Ord, Show, Enum "
                      "and Bounded)");
      bool Enumeration = true;
      for (const ConDecl &K : D.Cons) Enumeration &= K.Arity == 0;
      if (C == CEnum && !Enumeration)
        fe::error(At, "can't make a derived instance of 'Enum " + D.Name + "': '" + D.Name +
                          "' must be an enumeration type (no constructor has arguments)");
      if (C == CBounded && !Enumeration && D.Cons.size() != 1)
        fe::error(At, "can't make a derived instance of 'Bounded " + D.Name + "': '" + D.Name +
                          "' must be an enumeration type or have one constructor");
      T.Instances |= bit(C);
    }
  }
  /// A derived instance needs its class of every field (given the class of
  /// the type's parameters), and Ord needs Eq.
  void checkDerived(const Decl &D, TyCon &T) {
    for (auto &[At, Name] : D.Deriving) {
      Class C = CEq;
      lookupClass(Name, C); // derive() accepted it
      for (Class S : superclasses(C))
        if (!(T.Instances & bit(S)))
          fe::error(At, std::string("no instance for (") + ClassNames[S] + " " + D.Name +
                            "), which deriving '" + Name + "' needs: derive " + ClassNames[S] +
                            " too");
      ++Lvl;
      std::map<std::string, Type *> Params;
      std::vector<std::pair<Class, Type *>> Given;
      for (const std::string &P : D.TyParams) {
        Type *R = var(Lvl);
        R->Rigid = P;
        Params[P] = R;
        Given.emplace_back(C, R);
      }
      for (const ConDecl &K : D.Cons)
        for (auto &F : K.Fields) {
          std::vector<Pred> Out;
          Type *FT = convert(*F, Params, nullptr);
          reduce(Pred{C, FT, At, "the 'deriving' clause of '" + D.Name + "'"}, Out);
          for (Pred &P : Out) requireGiven(P, Given, "the data declaration of '" + D.Name + "'");
        }
      --Lvl;
    }
  }
  /// The constructors' schemes: t1 -> .. -> tn -> T a1 .. am.
  void constructorSchemes() {
    for (auto &CI : LP.Cons) {
      if (!CI->Data) continue;
      TyCon *T = DataCons.at(CI->Data);
      std::map<std::string, Type *> Params;
      std::vector<Type *> Args;
      for (const std::string &P : CI->Data->TyParams) Args.push_back(Params[P] = var(Generic));
      Type *Ty = con(T, Args);
      for (size_t I = CI->Ctor->Fields.size(); I-- > 0;)
        Ty = arrow(convert(*CI->Ctor->Fields[I], Params, nullptr), Ty);
      ConTy[CI.get()] = {Ty, {}};
    }
    for (auto &[N, CI] : LP.Tuples) {
      std::vector<Type *> Args;
      for (unsigned I = 0; I < N; ++I) Args.push_back(var(Generic));
      Type *Ty = tuple(Args);
      for (unsigned I = N; I-- > 0;) Ty = arrow(Args[I], Ty);
      ConTy[CI] = {Ty, {}};
    }
  }

  // ------------------------------------------------------------ unification
  void occursAndLevels(Type *V, Type *T) {
    T = repr(T);
    if (T == V) throw Mismatch{"occurs"};
    if (!T->Con) {
      if (!T->Rigid.empty() && T->Level > V->Level) throw Mismatch{"escape:" + T->Rigid};
      if (T->Rigid.empty() && T->Level > V->Level) T->Level = V->Level;
      return;
    }
    for (Type *A : T->Args) occursAndLevels(V, A);
  }
  void unify(Type *A, Type *B) {
    A = repr(A);
    B = repr(B);
    if (A == B) return;
    if (isFlexible(A)) {
      occursAndLevels(A, B);
      A->Link = B;
      return;
    }
    if (isFlexible(B)) return unify(B, A);
    if (B->Con == &AppTyCon && A->Con != &AppTyCon) std::swap(A, B);
    if (A->Con == &AppTyCon && B->Con && B->Con != &AppTyCon) {
      // f t ~ T a1 .. an: f ~ T a1 .. an-1 and t ~ an
      if (B->Args.empty()) throw Mismatch{};
      unify(A->Args[0], con(B->Con, std::vector<Type *>(B->Args.begin(), B->Args.end() - 1)));
      return unify(A->Args[1], B->Args.back());
    }
    if (!A->Con || !B->Con || A->Con != B->Con || A->Args.size() != B->Args.size())
      throw Mismatch{};
    for (size_t I = 0; I < A->Args.size(); ++I) unify(A->Args[I], B->Args[I]);
  }
  /// Unifies the type a context expects with the one found at \p At.
  void expect(Loc At, Type *Expected, Type *Actual, const std::string &Where = "") {
    try {
      unify(Expected, Actual);
    } catch (Mismatch &M) {
      Printer P;
      std::string E = P(Expected), A = P(Actual);
      std::string Msg;
      if (M.Why == "occurs")
        Msg = "occurs check: cannot construct the infinite type: " + E + " ~ " + A;
      else
        Msg = "couldn't match expected type '" + E + "' with actual type '" + A + "'";
      if (M.Why.rfind("escape:", 0) == 0)
        Msg += ": the type variable '" + M.Why.substr(7) + "' of the signature for '" +
               (SigOwner ? *SigOwner : std::string("?")) + "' would escape its scope";
      else if (!M.Why.size() && (rigidIn(Expected) || rigidIn(Actual)) && SigOwner)
        Msg += " (a type variable of the signature for '" + *SigOwner +
               "' stands for any type the caller chooses)";
      fe::error(At, Msg + Where);
    }
  }
  bool rigidIn(Type *T) {
    T = repr(T);
    if (!T->Con) return !T->Rigid.empty();
    for (Type *A : T->Args)
      if (rigidIn(A)) return true;
    return false;
  }

  // ------------------------------------------------- schemes and predicates
  Type *instantiate(const Scheme &S, Loc At, const std::string &Origin) {
    std::map<Type *, Type *> Map;
    std::function<Type *(Type *)> Copy = [&](Type *T) -> Type * {
      T = repr(T);
      if (!T->Con) {
        if (T->Level != Generic) return T;
        Type *&N = Map[T];
        if (!N) N = fresh();
        return N;
      }
      bool Changed = false;
      std::vector<Type *> Args;
      for (Type *A : T->Args) {
        Args.push_back(Copy(A));
        Changed |= Args.back() != A;
      }
      return Changed ? con(T->Con, Args) : T;
    };
    Type *R = Copy(S.T);
    for (auto &[C, V] : S.Context) Preds.push_back(Pred{C, Copy(V), At, Origin});
    return R;
  }
  /// Reduces \p P by the instances to predicates on variables (Out), or
  /// reports that no instance exists.
  void reduce(const Pred &P, std::vector<Pred> &Out) {
    if (isDict(P.C)) return reduceDict(P, Out);
    Type *T = repr(P.T);
    if (!T->Con || T->Con == &AppTyCon) {
      Out.push_back(Pred{P.C, T, P.At, P.Origin});
      return;
    }
    if (!(T->Con->Instances & bit(P.C))) {
      Printer Pr;
      fe::error(P.At, "no instance for (" + className(P.C) + " " + Pr(T, true) +
                          ") arising from " + P.Origin);
    }
    for (Type *A : T->Args) reduce(Pred{P.C, A, P.At, P.Origin}, Out);
  }
  /// A dictionary class's predicate: by its instance, to the instance's
  /// context on the type's arguments.
  void reduceDict(const Pred &P, std::vector<Pred> &Out) {
    Type *T = repr(P.T);
    if (!T->Con || T->Con == &AppTyCon) {
      Out.push_back(Pred{P.C, T, P.At, P.Origin});
      return;
    }
    const DictClass::Inst *X = findInst(P.C, T);
    if (!X) {
      Printer Pr;
      fe::error(P.At, "no instance for (" + className(P.C) + " " + Pr(T, true) + ") arising from " +
                          P.Origin);
    }
    for (auto &[C, K] : X->Ctx) reduce(Pred{C, T->Args[K], P.At, P.Origin}, Out);
  }
  const DictClass::Inst *findInst(Class C, Type *T) {
    for (auto &X : dictClass(C).Insts)
      if (X.Con == T->Con && X.NArgs == T->Args.size()) return &X;
    return nullptr;
  }
  /// \p P is on a rigid variable: the signature's context must give it.
  void requireGiven(const Pred &P, const std::vector<std::pair<Class, Type *>> &Given,
                    const std::string &Sig) {
    Type *T = repr(P.T);
    for (auto &[C, V] : Given)
      if (repr(V) == T && entails(C, P.C)) return;
    fe::error(P.At, "no instance for (" + className(P.C) + " " + T->Rigid +
                        ") arising from " + P.Origin + ": add (" + className(P.C) + " " +
                        T->Rigid + ") to the context of " + Sig);
  }
  /// Haskell 98's defaulting of an ambiguous variable \p V, `default
  /// (Integer, Double)`: the first of them that has every class on it, if
  /// one of the classes is numeric (all are standard ones here).
  void defaultVar(Type *V, const std::vector<Pred> &On) {
    unsigned Classes = 0;
    bool Dict = false;
    for (const Pred &P : On) {
      if (isDict(P.C)) Dict = true;
      else Classes |= bit(P.C);
    }
    if (Dict) Classes = 0; // not defaulted
    if ((Classes & NumericClasses) && (IntegerC->Instances & Classes) != Classes &&
        (DoubleC->Instances & Classes) == Classes) {
      unify(V, con(DoubleC));
      return;
    }
    if (!(Classes & NumericClasses)) {
      Printer Pr;
      std::string N = Pr(V);
      fe::error(On[0].At, "ambiguous type variable '" + N + "' arising from " + On[0].Origin +
                              " prevents the constraint '(" + className(On[0].C) + " " + N +
                              ")' from being solved: add a type annotation");
    }
    unify(V, con(IntegerC));
  }
  /// Defaults the variables of \p Ps (all ambiguous) one at a time.
  void defaultAll(std::vector<Pred> &Ps) {
    std::map<Type *, std::vector<Pred>> ByVar;
    std::vector<Type *> Order;
    for (Pred &P : Ps) {
      Type *V = repr(P.T);
      if (!isFlexible(V)) continue;
      if (!ByVar.count(V)) Order.push_back(V);
      ByVar[V].push_back(P);
    }
    for (Type *V : Order) defaultVar(V, ByVar[V]);
    for (Pred &P : Ps) { // now on Integer: still an instance?
      std::vector<Pred> Out;
      reduce(P, Out);
    }
  }

  bool occursIn(Type *V, Type *T) {
    T = repr(T);
    if (T == V) return true;
    if (!T->Con) return false;
    for (Type *A : T->Args)
      if (occursIn(V, A)) return true;
    return false;
  }
  void generalize(Type *T) {
    T = repr(T);
    if (!T->Con) {
      if (T->Rigid.empty() && T->Level > Lvl && T->Level != Generic) T->Level = Generic;
      return;
    }
    for (Type *A : T->Args) generalize(A);
  }

  // ------------------------------------------------------------ expressions
  Type *infer(Expr &E) {
    if (!E.Annot) return inferRaw(E);
    checkSigned(*E.Annot, "the annotated expression",
                [&](Type *T) { expect(E.At, T, inferRaw(E), " (the expression's type annotation)"); });
    return instantiate(sigScheme(*E.Annot), E.At, "the type annotation");
  }
  /// Infers \p E against the type its context expects, pushed into the
  /// branches of `if` and `case` and the body of `let`, so that a mismatch
  /// is reported where it is (the `else` branch, not the whole `if`).
  void check(Expr &E, Type *Expected, const std::string &Where = "") {
    if (E.Annot) return expect(E.At, Expected, infer(E), Where);
    switch (E.Kind) {
    case ExprKind::If:
      expect(E.Sub[0]->At, con(BoolC), infer(*E.Sub[0]), " in the condition of 'if'");
      check(*E.Sub[1], Expected, Where);
      check(*E.Sub[2], Expected, Where);
      return;
    case ExprKind::Case: {
      Type *S = infer(*E.Sub[0]);
      for (Alt &A : E.Alts) {
        expect(A.P->At, S, pattern(*A.P), " in a pattern of 'case'");
        rhs(A.Rhs, Expected);
      }
      return;
    }
    case ExprKind::Let:
      group(*E.LetBinds);
      return check(*E.Sub[0], Expected, Where);
    case ExprKind::SCC:
      return check(*E.Sub[0], Expected, Where);
    default:
      expect(E.At, Expected, infer(E), Where);
    }
  }
  std::string describeHead(Expr &F) {
    Expr *H = &F;
    while (H->Kind == ExprKind::App) H = H->Sub[0].get();
    if ((H->Kind == ExprKind::Var || H->Kind == ExprKind::Con) && H->Name.find('%') == std::string::npos)
      return "'" + H->Name + "'";
    return "";
  }
  Type *inferRaw(Expr &E) {
    switch (E.Kind) {
    case ExprKind::Int: case ExprKind::Frac: {
      Type *V = fresh();
      std::string Text = E.Name.empty() ? std::to_string(E.IntVal) : E.Name;
      Preds.push_back(Pred{E.Kind == ExprKind::Int ? CNum : CFractional, V, E.At,
                           "the literal '" + Text + "'"});
      NumUses.emplace_back(&E, V);
      return V;
    }
    case ExprKind::Char: return con(CharC);
    case ExprKind::Str: return string();
    case ExprKind::Var: case ExprKind::Con: return use(*E.Bind, E.At, &E);
    case ExprKind::App: {
      Expr &F = *E.Sub[0], &X = *E.Sub[1];
      Type *TF = repr(infer(F));
      std::string Head = describeHead(F);
      Type *Param, *Res;
      if (TF->Con == ArrowC) {
        Param = TF->Args[0];
        Res = TF->Args[1];
      } else {
        Param = fresh();
        Res = fresh();
        expect(F.At, arrow(Param, Res), TF,
               Head.empty() ? ": it is applied to an argument"
                            : ": " + Head + " is applied to too many arguments");
      }
      expect(X.At, Param, infer(X), Head.empty() ? "" : " in an argument of " + Head);
      return Res;
    }
    case ExprKind::Lambda: {
      std::vector<Type *> Ps;
      for (auto &P : E.Params) Ps.push_back(pattern(*P));
      Type *T = infer(*E.Sub[0]);
      for (size_t I = Ps.size(); I-- > 0;) T = arrow(Ps[I], T);
      return T;
    }
    case ExprKind::Let:
      group(*E.LetBinds);
      return infer(*E.Sub[0]);
    case ExprKind::If: case ExprKind::Case: {
      Type *R = fresh();
      check(E, R);
      return R;
    }
    case ExprKind::Tuple: {
      std::vector<Type *> Ts;
      for (auto &S : E.Sub) Ts.push_back(infer(*S));
      return tuple(Ts);
    }
    case ExprKind::List: {
      Type *T = fresh();
      for (auto &S : E.Sub) expect(S->At, T, infer(*S), " in a list element");
      return list(T);
    }
    case ExprKind::SCC: return infer(*E.Sub[0]);
    default:
      fe::error(E.At, "internal error: the type checker met an unlowered expression");
    }
  }
  Type *use(const Binding &B, Loc At, Expr *E = nullptr) {
    std::string Origin = "a use of '" + B.Name + "'";
    switch (B.K) {
    case Binding::Prim: {
      if (B.P == Prim::Method) return instantiateUse(MethodTy.at(&B), At, Origin, E);
      Type *T = instantiate(primScheme(B.P), At, Origin);
      if (E && (B.P == Prim::Show || B.P == Prim::Print)) ShowUses.emplace_back(E, repr(T)->Args[0]);
      if (E && B.P == Prim::ShowsPrec) ShowUses.emplace_back(E, repr(repr(T)->Args[1])->Args[0]);
      if (E && B.P == Prim::Printf) PrintfUses.emplace_back(E, repr(T)->Args[1]);
      if (E && (B.P == Prim::ToEnum || B.P == Prim::MinBound || B.P == Prim::MaxBound))
        TypedUses.emplace_back(E, B.P == Prim::ToEnum ? repr(T)->Args[1] : T);
      return T;
    }
    case Binding::Con: return instantiate(ConTy.at(B.C), At, Origin);
    default: break;
    }
    auto It = BindTy.find(&B);
    if (It == BindTy.end()) fe::error(At, "internal error: no type for '" + B.Name + "'");
    Type *T = instantiateUse(It->second, At, Origin, E);
    if (E && conversion(B) >= 0) NumUses.emplace_back(E, T);
    if (E && B.K == Binding::Fun && B.Fn && B.Fn->UnitParam) DictUses.push_back({E, {}});
    return T;
  }
  /// Instantiates \p S for a use \p E, which will take a dictionary per
  /// dictionary class of its context (elaborate).
  Type *instantiateUse(const Scheme &S, Loc At, const std::string &Origin, Expr *E) {
    size_t Mark = Preds.size();
    Type *T = instantiate(S, At, Origin);
    std::vector<Pred> Dicts;
    for (size_t I = Mark; I < Preds.size(); ++I)
      if (isDict(Preds[I].C)) Dicts.push_back(Preds[I]);
    if (!Dicts.empty()) {
      if (!E) fe::error(At, "internal error: a use of an overloaded name without its expression");
      DictUses.push_back({E, std::move(Dicts)});
    }
    return T;
  }
  /// The Prelude's numeric conversions, which become primitives at the
  /// type they are used at: -1 not one; 0 fromIntegral and friends
  /// (primIntegralCoerce); 1 + LZ_ROUND_* the rounding functions (primRound).
  static int conversion(const Binding &B) {
    if (!B.Global || !B.Fn || !B.Fn->InPrelude) return -1;
    static const std::map<std::string, int> Names = {
        {"fromIntegral", 0}, {"toInteger", 0}, {"fromInteger", 0}, {"realToFrac", 0},
        {"truncate", 1 + LZ_ROUND_TRUNCATE}, {"round", 1 + LZ_ROUND_ROUND},
        {"ceiling", 1 + LZ_ROUND_CEILING}, {"floor", 1 + LZ_ROUND_FLOOR}};
    auto It = Names.find(B.Name);
    return It == Names.end() ? -1 : It->second;
  }
  void rhs(GuardedRhs &R, Type *Result) {
    if (R.WhereBinds) group(*R.WhereBinds);
    for (auto &[G, Body] : R.Guards) {
      if (G->Kind != ExprKind::PatGuard) check(*G, con(BoolC), " in a guard");
      for (Qual &Q : G->Quals) switch (Q.K) {
        case Qual::Guard: check(*Q.E, con(BoolC), " in a guard"); break;
        case Qual::Gen: expect(Q.P->At, infer(*Q.E), pattern(*Q.P), " in a pattern guard"); break;
        case Qual::Let: group(*Q.Binds); break;
        }
      check(*Body, Result);
    }
    if (R.Body) check(*R.Body, Result);
  }
  Type *pattern(Pat &P) {
    switch (P.Kind) {
    case PatKind::Wild: return fresh();
    case PatKind::Var: {
      Type *T = fresh();
      BindTy[P.Bind] = {T, {}};
      return T;
    }
    case PatKind::As: {
      Type *T = pattern(*P.Sub[0]);
      BindTy[P.Bind] = {T, {}};
      return T;
    }
    case PatKind::Int: {
      Type *V = fresh();
      std::string Origin = "the literal '" + std::to_string(P.IntVal) + "' in a pattern";
      Preds.push_back(Pred{CNum, V, P.At, Origin});
      Preds.push_back(Pred{CEq, V, P.At, Origin});
      return V;
    }
    case PatKind::Char: return con(CharC);
    case PatKind::Con: case PatKind::Tuple: {
      Type *T = instantiate(ConTy.at(P.Con), P.At, "a pattern");
      for (auto &S : P.Sub) {
        T = repr(T);
        expect(S->At, T->Args[0], pattern(*S), " in an argument of the constructor '" + P.Con->Name + "'");
        T = T->Args[1];
      }
      return T;
    }
    case PatKind::Lazy: break;
    }
    fe::error(P.At, "internal error: the type checker met a lazy pattern");
  }

  // ------------------------------------------------------- binding groups
  /// The equations of \p F against \p Ty (the binding's type variable or
  /// its signature's type).
  void function(FunDef &F, Type *Ty) {
    std::vector<Type *> Params;
    Type *T = Ty;
    for (unsigned I = 0; I < F.Arity; ++I) {
      T = repr(T);
      if (T->Con == ArrowC) {
        Params.push_back(T->Args[0]);
        T = T->Args[1];
        continue;
      }
      if (!isFlexible(T)) {
        Printer P;
        fe::error(F.At, "the equations for '" + F.B->Name + "' have " + std::to_string(F.Arity) +
                            " argument" + (F.Arity == 1 ? "" : "s") + ", but its type '" +
                            P(Ty) + "' has only " + std::to_string(I));
      }
      Type *A = fresh(), *R = fresh();
      unify(T, arrow(A, R));
      Params.push_back(A);
      T = R;
    }
    for (Decl *Eq : F.Eqs) {
      for (unsigned I = 0; I < F.Arity; ++I)
        expect(Eq->Params[I]->At, Params[I], pattern(*Eq->Params[I]),
               " in an argument of '" + F.B->Name + "'");
      rhs(Eq->Rhs, T);
    }
  }

  /// Checks what \p Body infers against \p Sig (its variables rigid, its
  /// context given).
  void checkSigned(const TypeSig &Sig, const std::string &Owner,
                    const std::function<void(Type *)> &Body,
                    const std::vector<Binding *> *Dicts = nullptr) {
    ++Lvl;
    size_t Mark = Preds.size();
    std::map<std::string, Type *> Vars;
    Type *T = convert(*Sig.Type, Vars, [&](const std::string &N) {
      Type *R = var(Lvl);
      R->Rigid = N;
      return R;
    });
    auto Given = context(Sig, Vars);
    size_t K = 0; // the dictionaries the context gives, in order (FunDef::DictParams)
    for (auto &[C, V] : Given)
      if (isDict(C)) {
        if (!Dicts || K >= Dicts->size())
          fe::error(Sig.At, "lazy-mini passes the class '" + className(C) +
                                "' as a dictionary, which a type annotation cannot take");
        GivenDicts[V].emplace_back(C, (*Dicts)[K++]);
      }
    const std::string *SavedOwner = SigOwner;
    SigOwner = &Owner;
    Body(T);
    SigOwner = SavedOwner;
    --Lvl;
    std::vector<Pred> Mine(Preds.begin() + Mark, Preds.end()), Ambiguous;
    Preds.resize(Mark);
    std::vector<Pred> Reduced;
    for (Pred &P : Mine) reduce(P, Reduced);
    for (Pred &P : Reduced) {
      Type *V = repr(P.T);
      if (!V->Rigid.empty() && V->Level > Lvl)
        requireGiven(P, Given, "the type signature for '" + Owner + "'");
      else if (isFlexible(V) && V->Level > Lvl)
        Ambiguous.push_back(P);
      else
        Preds.push_back(P);
    }
    defaultAll(Ambiguous);
  }

  /// A group's bindings and their strongly connected components, each
  /// after those it depends on.
  struct Plan {
    std::vector<Node> Nodes;
    std::vector<std::vector<unsigned>> SCCs;
  };
  Plan plan(BindGroup &G) {
    Plan P;
    std::unordered_map<const Binding *, unsigned> NodeOf;
    for (FunDef *F : G.Funs) {
      if (F->IsDict) continue; // made by elaborate, after the types
      NodeOf[F->B] = P.Nodes.size();
      Node N;
      N.Fn = F;
      P.Nodes.push_back(N);
    }
    for (size_t I = 0; I < G.PatBinds.size(); ++I) {
      for (Binding *B : G.PatVars[I]) NodeOf[B] = P.Nodes.size();
      Node N;
      N.Pat = G.PatBinds[I];
      N.Vars = &G.PatVars[I];
      P.Nodes.push_back(N);
    }
    for (Node &N : P.Nodes) dependencies(N, G, NodeOf);
    P.SCCs = components(P.Nodes);
    return P;
  }
  /// A signature's scheme becomes its binding's type before any body is
  /// inferred (a pattern-bound variable's is checked with its pattern).
  void signature(const Binding &B, const TypeSig &Sig) {
    if (B.K == Binding::Var) {
      if (hasTypeVariables(*Sig.Type))
        fe::error(Sig.At, "lazy-mini does not support a polymorphic signature for a "
                          "variable bound by a pattern ('" + B.Name + "')");
      return;
    }
    BindTy[&B] = sigScheme(Sig);
  }
  /// Infers a local group (let, where).
  void group(BindGroup &G) {
    for (auto &[B, Sig] : G.Sigs) signature(*B, *Sig);
    Plan P = plan(G);
    for (std::vector<unsigned> &SCC : P.SCCs) component(P.Nodes, SCC, G);
  }
  bool hasTypeVariables(const TypeExpr &T) {
    if (T.Kind == TypeKind::Var) return true;
    for (auto &A : T.Args)
      if (hasTypeVariables(*A)) return true;
    return false;
  }
  void dependencies(Node &N, BindGroup &G, std::unordered_map<const Binding *, unsigned> &NodeOf) {
    std::set<unsigned> Deps;
    std::function<void(Expr &)> Walk = [&](Expr &E) {
      if ((E.Kind == ExprKind::Var) && E.Bind) {
        auto It = NodeOf.find(E.Bind);
        if (It != NodeOf.end() && !(E.Bind->K == Binding::Fun && G.Sigs.count(E.Bind)))
          Deps.insert(It->second);
      }
      forEachChild(E, Walk); // with let and where right-hand sides
    };
    if (N.Fn)
      for (Decl *Eq : N.Fn->Eqs) forEachChild(Eq->Rhs, Walk);
    else
      forEachChild(N.Pat->Rhs, Walk);
    N.Deps.assign(Deps.begin(), Deps.end());
  }
  /// Tarjan's algorithm: the components, each after those it depends on.
  std::vector<std::vector<unsigned>> components(std::vector<Node> &Nodes) {
    std::vector<std::vector<unsigned>> Out;
    std::vector<unsigned> Stack;
    int Next = 0;
    std::function<void(unsigned)> Visit = [&](unsigned I) {
      Nodes[I].Index = Nodes[I].Low = Next++;
      Stack.push_back(I);
      Nodes[I].OnStack = true;
      for (unsigned J : Nodes[I].Deps) {
        if (Nodes[J].Index < 0) {
          Visit(J);
          Nodes[I].Low = std::min(Nodes[I].Low, Nodes[J].Low);
        } else if (Nodes[J].OnStack) {
          Nodes[I].Low = std::min(Nodes[I].Low, Nodes[J].Index);
        }
      }
      if (Nodes[I].Low != Nodes[I].Index) return;
      Out.emplace_back();
      unsigned J;
      do {
        J = Stack.back();
        Stack.pop_back();
        Nodes[J].OnStack = false;
        Out.back().push_back(J);
      } while (J != I);
    };
    for (unsigned I = 0; I < Nodes.size(); ++I)
      if (Nodes[I].Index < 0) Visit(I);
    return Out;
  }

  /// One component: the unsigned bindings inferred together and
  /// generalized, then each signed one checked against its signature.
  void component(std::vector<Node> &Nodes, const std::vector<unsigned> &SCC, BindGroup &G) {
    bool Restricted = false; // the monomorphism restriction
    std::vector<Node *> Unsigned;
    for (unsigned I : SCC) {
      Node &N = Nodes[I];
      if (N.Fn && G.Sigs.count(N.Fn->B)) continue;
      Unsigned.push_back(&N);
      Restricted |= !N.Fn || N.Fn->Arity == 0;
    }
    if (!Unsigned.empty()) inferUnsigned(Unsigned, Restricted, G);
    for (unsigned I : SCC) {
      Node &N = Nodes[I];
      if (!N.Fn || !G.Sigs.count(N.Fn->B)) continue;
      FunDef &F = *N.Fn;
      checkSigned(*G.Sigs.at(F.B), F.B->Name, [&](Type *T) { function(F, T); }, &F.DictParams);
    }
  }
  void inferUnsigned(std::vector<Node *> &Ns, bool Restricted, BindGroup &G) {
    ++Lvl;
    size_t Mark = Preds.size();
    std::vector<Type *> Types; // the bindings' types, for generalization
    std::vector<Type *> PatTypes(Ns.size());
    for (size_t I = 0; I < Ns.size(); ++I) {
      Node &N = *Ns[I];
      if (N.Fn) {
        Type *T = fresh();
        BindTy[N.Fn->B] = {T, {}};
        Types.push_back(T);
      } else {
        PatTypes[I] = pattern(*N.Pat->Lhs);
        for (Binding *B : *N.Vars) Types.push_back(BindTy[B].T);
      }
    }
    for (size_t I = 0; I < Ns.size(); ++I) {
      Node &N = *Ns[I];
      if (N.Fn) {
        function(*N.Fn, BindTy[N.Fn->B].T);
        continue;
      }
      Type *R = fresh();
      rhs(N.Pat->Rhs, R);
      expect(N.Pat->Lhs->At, PatTypes[I], R, " in a pattern binding");
      for (Binding *B : *N.Vars) // a pattern-bound variable's monomorphic signature
        if (auto S = G.Sigs.find(B); S != G.Sigs.end()) {
          std::map<std::string, Type *> None;
          expect(B->At, convert(*S->second->Type, None, nullptr), BindTy[B].T,
                 " (the type signature for '" + B->Name + "')");
        }
    }
    --Lvl;
    if (Ns.size() == 1 && Ns[0]->Fn && Ns[0]->Fn->Mono)
      for (Type *T : Types) keepMonomorphic(T);
    std::vector<Pred> Mine(Preds.begin() + Mark, Preds.end()), Reduced, Kept, Ambiguous;
    Preds.resize(Mark);
    for (Pred &P : Mine) reduce(P, Reduced);
    // A local binding is not generalized over a type a dictionary class
    // constrains: it stays monomorphic there (as with GHC's MonoLocalBinds
    // when it uses an enclosing variable), so that it needs no dictionary.
    bool Local = Ns[0]->Fn ? !Ns[0]->Fn->TopLevel : !(*Ns[0]->Vars)[0]->Global;
    for (Pred &P : Reduced)
      if (Local && isDict(P.C)) lowerLevel(repr(P.T));
    for (Pred &P : Reduced) {
      Type *V = repr(P.T);
      if (V->Level <= Lvl) {
        Preds.push_back(P); // an outer variable: the enclosing group decides
      } else if (Restricted) {
        lowerLevel(V);
        Preds.push_back(P);
      } else {
        bool InSome = false;
        for (Type *T : Types) InSome |= occursIn(V, T);
        if (InSome && isDict(P.C)) {
          Printer Pr;
          std::string Name = Ns[0]->Fn ? Ns[0]->Fn->B->Name : (*Ns[0]->Vars)[0]->Name;
          fe::error(P.At, "lazy-mini needs a type signature for '" + Name + "': its type has the "
                          "constraint (" + className(P.C) + " " + Pr(V) + "), arising from " +
                          P.Origin + ", which lazy-mini passes as a dictionary");
        }
        (InSome ? Kept : Ambiguous).push_back(P);
      }
    }
    defaultAll(Ambiguous);
    for (Type *T : Types) generalize(T);
    for (size_t I = 0, K = 0; I < Ns.size(); ++I) {
      std::vector<Binding *> Bs = Ns[I]->Fn ? std::vector<Binding *>{Ns[I]->Fn->B} : *Ns[I]->Vars;
      for (Binding *B : Bs) {
        Scheme &S = BindTy[B];
        S.T = Types[K++];
        for (Pred &P : Kept)
          if (occursIn(repr(P.T), S.T)) S.Context.emplace_back(P.C, repr(P.T));
      }
    }
  }
  void lowerLevel(Type *V) { // keep a restricted variable out of generalization
    V = repr(V);
    if (V->Level > Lvl) V->Level = Lvl;
  }
  void keepMonomorphic(Type *T) { // every variable of T, as a lambda's
    T = repr(T);
    if (!T->Con) return lowerLevel(T);
    for (Type *A : T->Args) keepMonomorphic(A);
  }

public:
  /// The top level: each component's first error is recorded and its
  /// bindings get any type, so that their uses add no more errors.
  void checkTop() {
    BindGroup &G = *LP.Top;
    std::vector<const Binding *> Bad; // a bad signature is reported once, then ignored
    for (auto &[B, Sig] : G.Sigs)
      if (!guarded(nullptr, [&] { signature(*B, *Sig); })) Bad.push_back(B);
    for (const Binding *B : Bad) G.Sigs.erase(B);
    Plan P = plan(G);
    for (std::vector<unsigned> &SCC : P.SCCs) {
      Node &First = P.Nodes[SCC[0]];
      bool Prelude = First.Fn && First.Fn->InPrelude;
      size_t Mark = Preds.size();
      if (guarded(Prelude ? "in Prelude.hs: " : nullptr, [&] { component(P.Nodes, SCC, G); }))
        continue;
      Lvl = 0;
      Preds.resize(Mark);
      for (unsigned I : SCC) {
        Node &N = P.Nodes[I];
        for (Binding *B : N.Fn ? std::vector<Binding *>{N.Fn->B} : *N.Vars)
          BindTy[B] = {var(Generic), {}};
      }
      if (Errors.size() >= MaxTypeErrors) return;
    }
    if (!Errors.empty()) return;
    guarded(nullptr, [&] {
      Type *M = use(*LP.Main, LP.Main->At);
      expect(LP.Main->At, con(IOC, {fresh()}), M, ": 'main' must be an IO action");
      // What the monomorphism restriction left: defaulted at the end, as
      // GHC does at the end of the module.
      std::vector<Pred> Left, Reduced;
      Left.swap(Preds);
      for (Pred &P : Left) reduce(P, Reduced);
      defaultAll(Reduced);
    });
    for (auto &[E, T] : ShowUses) E->ShowType = showType(T);
    for (auto &[E, T] : PrintfUses) guarded(nullptr, [&, E = E, T = T] { printfShape(*E, T); });
    for (auto &[E, T] : NumUses) numTyped(*E, T);
    if (Errors.empty()) elaborate();
    if (Errors.empty())
      for (auto &[E, T] : TypedUses) guarded(nullptr, [&, E = E, T = T] { typeDirected(*E, T); });
  }
  /// printf at the type \p T after its format: the arguments and the
  /// result, IO or String (lazy_printf.c's shape), in a binding of its own.
  void printfShape(Expr &E, Type *T) {
    Printer P;
    std::string Args;
    for (T = repr(T); T->Con == ArrowC; T = repr(T->Args[1])) {
      Type *A = repr(T->Args[0]);
      char C = A->Con == IntC || A->Con == IntegerC ? 'i'
               : A->Con == DoubleC                  ? 'd'
               : A->Con == CharC                    ? 'c'
               : A->Con == ListC && repr(A->Args[0])->Con == CharC ? 's'
               : !A->Con                            ? '?'
                                                    : 0;
      if (!C)
        fe::error(E.At, "printf cannot format a value of type '" + P(A) +
                            "' (it formats Int, Integer, Double, Char and String)");
      Args += C;
    }
    char R = T->Con == IOC ? 'I' : T->Con == ListC && repr(T->Args[0])->Con == CharC ? 'S' : 0;
    if (!R)
      fe::error(E.At, "lazy-mini needs to know what printf's result is here (IO () or String; "
                      "it is '" + P(T) + "'): add a type signature or annotation");
    std::string Shape = R + Args;
    Binding *&B = PrintfBindings[Shape];
    if (!B) {
      LP.Bindings.push_back(std::make_unique<Binding>(*primBinding(Prim::Printf)));
      B = LP.Bindings.back().get();
      B->Shape = Shape;
      B->Field = PrintfBindings.size();
    }
    E.Bind = B;
  }
  std::map<std::string, Binding *> PrintfBindings;
  /// toEnum, minBound and maxBound at type \p T, rewritten in place into
  /// the primitives that find their value from a witness of T (a value of
  /// it): primEnumLike w, primEnumLike w (primEnumTop w), ... The type must
  /// be known where they are used: lazy-mini passes no dictionaries.
  void typeDirected(Expr &E, Type *T) {
    T = repr(T);
    Printer P;
    if (!T->Con)
      fe::error(E.At, "lazy-mini needs to know the type '" + E.Name + "' is used at here (it is '" +
                          P(T) + "'): add a type signature or annotation");
    ExprP W = witness(E, *T->Con);
    if (!W)
      fe::error(E.At, "lazy-mini has '" + E.Name + "' for Int, Char, Bool, () and enumeration "
                      "types (no constructor with fields), not for '" + P(T) + "'");
    Prim Op = E.Bind->P;
    auto Var = [&](Prim Q) {
      auto V = std::make_unique<Expr>(ExprKind::Var, E.At);
      V->Name = primName(Q);
      V->Bind = primBinding(Q);
      V->BindLo = V->BindHi = E.BindLo;
      return V;
    };
    auto App = [&](ExprP F, ExprP X) {
      auto A = std::make_unique<Expr>(ExprKind::App, E.At);
      A->Sub.push_back(std::move(F));
      A->Sub.push_back(std::move(X));
      A->BindLo = A->BindHi = E.BindLo;
      return A;
    };
    ExprP R = App(Var(Prim::EnumLike), witness(E, *T->Con));
    if (Op != Prim::ToEnum)
      R = App(std::move(R), App(Var(Op == Prim::MinBound ? Prim::EnumBottom : Prim::EnumTop),
                                std::move(W)));
    E.Kind = R->Kind;
    E.Sub = std::move(R->Sub);
    E.Bind = nullptr;
  }
  /// A numeric literal or conversion \p E of type \p T: the literal's
  /// type (Expr::NumType), a conversion into the primitive that converts
  /// to its result type, when that is known (Int, Integer, Double).
  void numTyped(Expr &E, Type *T) {
    auto NumOf = [&](Type *U) {
      U = repr(U);
      return U->Con == IntC       ? LZ_NUM_INT
             : U->Con == IntegerC ? LZ_NUM_INTEGER
             : U->Con == DoubleC  ? LZ_NUM_DOUBLE
                                  : LZ_NUM_ANY;
    };
    if (E.Kind != ExprKind::Var) {
      E.NumType = NumOf(T);
      return;
    }
    int Conv = conversion(*E.Bind);
    int Num = NumOf(repr(T)->Args[1]);
    if (Num == LZ_NUM_ANY) return;
    Binding *P = typedPrim(Conv == 0 ? Prim::Coerce : Prim::Round, Num);
    E.Name = P->Name;
    E.Bind = P;
    if (Conv == 0) return;
    auto F = std::make_unique<Expr>(ExprKind::Var, E.At); // primRound mode
    F->Name = P->Name;
    F->Bind = P;
    F->BindLo = F->BindHi = E.BindLo;
    auto Mode = std::make_unique<Expr>(ExprKind::Int, E.At);
    Mode->IntVal = Conv - 1;
    Mode->NumType = LZ_NUM_INT;
    Mode->BindLo = Mode->BindHi = E.BindLo;
    E.Kind = ExprKind::App;
    E.Sub.clear();
    E.Sub.push_back(std::move(F));
    E.Sub.push_back(std::move(Mode));
    E.Bind = nullptr;
  }
  /// The primitive \p P with its result type fixed to \p Num (LZ_NUM_*).
  Binding *typedPrim(Prim P, int Num) {
    for (auto &B : LP.Bindings)
      if (B->K == Binding::Prim && B->P == P && B->NumType == Num) return B.get();
    Binding *Base = primBinding(P);
    LP.Bindings.push_back(std::make_unique<Binding>(*Base));
    LP.Bindings.back()->NumType = Num;
    return LP.Bindings.back().get();
  }
  /// A value of the type \p C is the constructor of, if lazy-mini can
  /// enumerate it: 0, '\0', False, (), or an enumeration's first constructor.
  ExprP witness(const Expr &E, TyCon &C) {
    auto W = std::make_unique<Expr>(ExprKind::Int, E.At);
    W->BindLo = W->BindHi = E.BindLo;
    if (&C == IntC) return W;
    if (&C == CharC) {
      W->Kind = ExprKind::Char;
      return W;
    }
    const ConInfo *First = nullptr;
    if (&C == BoolC) First = LP.False;
    if (&C == UnitC) First = LP.Unit;
    for (auto &CI : LP.Cons)
      if (C.Data && CI->Data == C.Data) {
        if (CI->Arity) return nullptr;
        if (CI->Tag == 0) First = CI.get();
      }
    if (!First) return nullptr;
    W->Kind = ExprKind::Con;
    W->Name = First->Name;
    for (auto &B : LP.Bindings)
      if (B->K == Binding::Con && B->C == First) W->Bind = B.get();
    return W;
  }
  Binding *primBinding(Prim P) {
    for (auto &B : LP.Bindings)
      if (B->K == Binding::Prim && B->P == P) return B.get();
    fe::error(Loc(), "internal error: no primitive " + std::string(primName(P)));
  }
  /// The runtime's code for a shown type (lazy_runtime.h, LZ_SHOW_*): what
  /// tells "" from [] when a string is empty.
  std::string showType(Type *T) {
    T = repr(T);
    if (T->Con == ListC) {
      Type *E = repr(T->Args[0]);
      return E->Con == CharC ? std::string(1, LZ_SHOW_STRING) : LZ_SHOW_LIST + showType(E);
    }
    if (T->Con && T->Con->Name[0] == '(' && T->Args.size() >= 2 && T->Args.size() <= 7) {
      std::string S = LZ_SHOW_TUPLE + std::to_string(T->Args.size());
      for (Type *A : T->Args) S += showType(A);
      return S;
    }
    return std::string(1, T->Con == DoubleC ? LZ_SHOW_DOUBLE : LZ_SHOW_OTHER);
  }
  /// Runs \p F; a CompileError is recorded (prefixed) and false returned.
  bool guarded(const char *Prefix, const std::function<void()> &F) {
    try {
      F();
      return true;
    } catch (fe::CompileError &E) {
      if (Prefix) E = fe::CompileError(E.At, Prefix + E.Msg);
      Errors.push_back(E);
      return false;
    }
  }
  void setup() {
    builtinTypes();
    builtinSchemes();
    declareTypes();
    constructorSchemes();
    dictClasses();
  }
  /// The dictionary classes: superclasses, the methods' schemes
  /// (forall a. C a => the method's type), and the instances.
  void dictClasses() {
    for (auto &CI : LP.Classes) DClasses.push_back({CI.get(), {}, {}});
    for (DictClass &DC : DClasses) {
      for (const std::string &S : DC.Info->Supers) {
        Class C = CEq;
        if (!anyClass(S, C)) fe::error(DC.Info->D->At, "not in scope: type class '" + S + "'");
        DC.Supers.push_back(C);
      }
      for (const std::string &S : DC.Info->ValueSupers) {
        Class C = CEq;
        lookupClass(S, C);
        DC.Supers.push_back(C);
      }
    }
    for (size_t I = 0; I < DClasses.size(); ++I) {
      Class Self = Class(NumClasses + I);
      std::vector<Class> Seen{Self};
      std::function<void(Class)> Acyclic = [&](Class C) {
        for (Class S : supersOf(C)) {
          if (S == Self)
            fe::error(DClasses[I].Info->D->At, "a cycle in the superclasses of '" + className(Self) + "'");
          if (std::find(Seen.begin(), Seen.end(), S) == Seen.end()) {
            Seen.push_back(S);
            Acyclic(S);
          }
        }
      };
      Acyclic(Self);
      for (auto &M : DClasses[I].Info->Methods) {
        std::map<std::string, Type *> Vars;
        Type *A = var(Generic);
        Vars[DClasses[I].Info->Var] = A;
        Scheme Sc;
        Sc.T = convert(*M.Sig->Type, Vars, [&](const std::string &) { return var(Generic); });
        Sc.Context.emplace_back(Self, A);
        for (auto &P : context(*M.Sig, Vars)) Sc.Context.push_back(P);
        MethodTy[M.Selector] = Sc;
      }
    }
    for (DictInstance &I : LP.DictInstances) {
      Class C = CEq;
      anyClass(I.Class->Name, C);
      const TypeExpr &T = *I.D->Sig->Type;
      TyCon *Con = nullptr;
      if (T.Kind == TypeKind::List) Con = ListC;
      else if (T.Kind == TypeKind::Tuple) Con = tupleCon(T.Args.size());
      else if (T.Kind == TypeKind::Fun) Con = ArrowC;
      else if (auto It = TyNames.find(baseName(T.Name)); It != TyNames.end()) Con = It->second;
      if (!Con || Synonyms.count(T.Name))
        fe::error(T.At, "not in scope: type constructor '" + T.Name + "' (an instance is for a data type)");
      size_t NArgs = T.Kind == TypeKind::List ? 1 : T.Args.size();
      if (NArgs > Con->Arity) fe::error(T.At, "'" + Con->Name + "' is applied to too many type arguments");
      DictClass::Inst X{&I, Con, unsigned(NArgs), {}};
      std::map<std::string, unsigned> Index;
      for (unsigned K = 0; K < T.Args.size(); ++K) Index[T.Args[K]->Name] = K;
      for (const ClassPred &P : I.D->Sig->Context) {
        Class PC = CEq;
        if (!anyClass(P.Class, PC)) fe::error(P.At, "not in scope: type class '" + P.Class + "'");
        X.Ctx.emplace_back(PC, Index.at(P.Type->Name));
      }
      dictClass(C).Insts.push_back(X);
    }
  }

  // ------------------------------------------------------------ elaboration
  /// After the types: each use of an overloaded name takes its
  /// dictionaries, each function its dictionary parameters, each instance
  /// its dictionary (dictionary passing, as Wadler and Blott describe it).
  void elaborate() {
    for (DictUse &U : DictUses)
      guarded(nullptr, [&] {
        Expr &E = *U.E;
        ExprP R = synth(E.Kind, E.At, E.BindLo);
        R->Name = E.Name;
        R->Bind = E.Bind;
        for (Pred &P : U.Preds) R = synthApp(std::move(R), evidence(P.C, P.T, P.At, P.Origin, E.BindLo));
        if (U.Preds.empty()) // an overloaded value's (): FunDef::UnitParam
          R = synthApp(std::move(R), synthVar(conBinding(LP.Unit), E.At, E.BindLo));
        E.Kind = ExprKind::App;
        E.Sub = std::move(R->Sub);
        E.Bind = nullptr;
      });
    for (DictInstance &I : LP.DictInstances) guarded(nullptr, [&] { dictionary(I); });
    for (auto &F : LP.Funs) {
      if (F->DictParams.empty()) continue;
      for (Decl *Eq : F->Eqs)
        for (size_t K = F->DictParams.size(); K-- > 0;) {
          auto P = std::make_unique<Pat>(PatKind::Var, Eq->At);
          P->Name = F->DictParams[K]->Name;
          P->Bind = F->DictParams[K];
          Eq->Params.insert(Eq->Params.begin(), std::move(P));
        }
      F->Arity += F->DictParams.size();
    }
  }
  ExprP synth(ExprKind K, Loc At, unsigned Lo) {
    auto E = std::make_unique<Expr>(K, At);
    E->BindLo = E->BindHi = Lo;
    return E;
  }
  ExprP synthVar(Binding *B, Loc At, unsigned Lo) {
    ExprP E = synth(B->K == Binding::Con ? ExprKind::Con : ExprKind::Var, At, Lo);
    E->Name = B->Name;
    E->Bind = B;
    return E;
  }
  ExprP synthApp(ExprP F, ExprP X) {
    ExprP A = synth(ExprKind::App, F->At, F->BindLo);
    A->Sub.push_back(std::move(F));
    A->Sub.push_back(std::move(X));
    return A;
  }
  /// The dictionary for (C t): an instance's, applied to the dictionaries
  /// of its context, or one a signature in scope gives (a parameter),
  /// through superclass fields.
  ExprP evidence(Class C, Type *T, Loc At, const std::string &Origin, unsigned Lo) {
    T = repr(T);
    Printer Pr;
    if (T->Con && T->Con != &AppTyCon) {
      const DictClass::Inst *X = findInst(C, T);
      if (!X)
        fe::error(At, "no instance for (" + className(C) + " " + Pr(T, true) + ") arising from " + Origin);
      ExprP E = synthVar(X->I->Dict->B, At, Lo);
      for (auto &[C2, K] : X->Ctx)
        if (isDict(C2)) E = synthApp(std::move(E), evidence(C2, T->Args[K], At, Origin, Lo));
      return E;
    }
    if (auto It = GivenDicts.find(T); It != GivenDicts.end())
      for (auto &[Have, B] : It->second) {
        std::vector<Binding *> Path;
        if (!superPath(Have, C, Path)) continue;
        ExprP E = synthVar(B, At, Lo);
        for (Binding *S : Path) E = synthApp(synthVar(S, At, Lo), std::move(E));
        return E;
      }
    std::string N = Pr(T);
    fe::error(At, "ambiguous type variable '" + N + "' arising from " + Origin +
                      " prevents the constraint '(" + className(C) + " " + N +
                      ")' from being solved: add a type annotation");
  }
  /// The superclass selectors from a dictionary of \p Have to one of \p Want.
  bool superPath(Class Have, Class Want, std::vector<Binding *> &Path) {
    if (Have == Want) return true;
    if (!isDict(Have)) return false;
    DictClass &DC = dictClass(Have);
    for (size_t I = 0; I < DC.Info->Supers.size(); ++I) {
      Path.push_back(DC.Info->SuperSelectors[I]);
      if (superPath(DC.Supers[I], Want, Path)) return true;
      Path.pop_back();
    }
    return false;
  }
  /// An instance's dictionary: the class's constructor applied to the
  /// superclasses' dictionaries at the instance type, then each method:
  /// the instance's (given the context's dictionaries), else the class's
  /// default (given this dictionary), else an error when called.
  void dictionary(DictInstance &I) {
    FunDef &F = *I.Dict;
    Class C = CEq;
    anyClass(I.Class->Name, C);
    const TypeExpr &T = *I.D->Sig->Type;
    const DictClass::Inst *X = nullptr;
    for (auto &Y : dictClass(C).Insts)
      if (Y.I == &I) X = &Y;
    std::map<std::string, Type *> Vars;
    std::vector<Type *> Args;
    for (auto &A : T.Args) {
      Type *R = var(1);
      R->Rigid = A->Name;
      Vars[A->Name] = Args.emplace_back(R);
    }
    Type *Head = con(X->Con, Args);
    size_t K = 0;
    for (const ClassPred &P : I.D->Sig->Context) {
      Class PC = CEq;
      anyClass(P.Class, PC);
      if (isDict(PC)) GivenDicts[Vars.at(P.Type->Name)].emplace_back(PC, F.DictParams[K++]);
    }
    unsigned Lo = F.BindHi;
    Binding *DictCon = conBinding(I.Class->Dict);
    ExprP Body = synthVar(DictCon, I.D->At, Lo);
    std::string Origin = "the superclasses of 'instance " + className(C) + " " + Printer()(Head, true) + "'";
    for (size_t S = 0; S < I.Class->Supers.size(); ++S)
      Body = synthApp(std::move(Body), evidence(dictClass(C).Supers[S], Head, I.D->At, Origin, Lo));
    auto This = [&] {
      ExprP E = synthVar(F.B, I.D->At, Lo);
      for (Binding *P : F.DictParams) E = synthApp(std::move(E), synthVar(P, I.D->At, Lo));
      return E;
    };
    for (auto &M : I.Class->Methods) {
      FunDef *Impl = nullptr;
      for (auto &[Name, Fn] : I.Methods)
        if (Name == M.Name) Impl = Fn;
      ExprP Field;
      if (Impl) {
        Field = synthVar(Impl->B, I.D->At, Lo);
        for (Binding *P : F.DictParams) Field = synthApp(std::move(Field), synthVar(P, I.D->At, Lo));
        if (Impl->UnitParam) // a method without arguments, the instance's context all value classes
          Field = synthApp(std::move(Field), synthVar(conBinding(LP.Unit), I.D->At, Lo));
      } else if (M.Default) {
        Field = synthApp(synthVar(M.Default->B, I.D->At, Lo), This());
      } else {
        ExprP Msg = synth(ExprKind::Str, I.D->At, Lo);
        Msg->Name = "No instance nor default method for class operation " + M.Name;
        Field = synthApp(synthVar(primBinding(Prim::Error), I.D->At, Lo), std::move(Msg));
      }
      Body = synthApp(std::move(Body), std::move(Field));
    }
    F.Eqs[0]->Rhs.Body = std::move(Body);
  }
  Binding *conBinding(ConInfo *C) {
    for (auto &B : LP.Bindings)
      if (B->K == Binding::Con && B->C == C) return B.get();
    LP.Bindings.push_back(std::make_unique<Binding>());
    Binding *B = LP.Bindings.back().get();
    B->K = Binding::Con;
    B->Name = C->Name;
    B->C = C;
    B->Global = true;
    return B;
  }
  void finish() {
    if (Errors.empty()) return;
    fe::CompileError First = Errors[0];
    for (size_t I = 1; I < Errors.size(); ++I) First.More.push_back({Errors[I].At, Errors[I].Msg});
    throw First;
  }
};

void Checker::run() {
  setup();
  checkTop();
  finish();
}

} // namespace

void typecheck(LoweredProgram &LP) { Checker(LP).run(); }

} // namespace lazy
