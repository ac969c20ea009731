//===- Strictness.cpp - lazy-mini: which arguments a function surely evaluates //
#include "Strictness.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <unordered_set>

namespace lazy {

namespace {

/// What an expression may surely evaluate: parameter I of F, or the
/// variable B.
struct Target {
  const FunDef *F = nullptr;
  unsigned I = 0;
  const Binding *B = nullptr;
};

class Strictness {
  LoweredProgram &LP;
  /// Each parameter variable: its function and position.
  std::unordered_map<const Binding *, std::pair<FunDef *, unsigned>> Params;
  /// The expressions eagerLets has been through. LP.Funs holds every
  /// function, the let-bound ones too, and a let's right-hand side is also
  /// a child of the let: without this, each of n nested lets was gone
  /// through once per enclosing function, each time asking `mentions` of
  /// its own right-hand side: n^3 (4,000 nested lets took over ten minutes
  /// to compile; lazy/errors/nesting.test).
  std::unordered_set<const Expr *> Visited;

public:
  explicit Strictness(LoweredProgram &P) : LP(P) {}

  void run() {
    std::vector<FunDef *> Fns;
    for (auto &F : LP.Funs)
      if (!F->Eqs.empty() && F->Arity > 0) {
        Fns.push_back(F.get());
        F->Strict.assign(F->Arity, true); // the greatest fixed point's start
        for (unsigned I = 0; I < F->Arity; ++I)
          for (Decl *Eq : F->Eqs) paramVars(*Eq->Params[I], F.get(), I);
      }
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (FunDef *F : Fns)
        for (unsigned I = 0; I < F->Arity; ++I)
          if (F->Strict[I] && !strictIn(*F, I)) {
            F->Strict[I] = false;
            Changed = true;
          }
    }
    for (auto &F : LP.Funs)
      for (Decl *Eq : F->Eqs) forEachChild(Eq->Rhs, [&](Expr &E) { eagerLets(E); });
  }

private:
  /// The variables a parameter's pattern binds to the whole argument.
  void paramVars(const Pat &P, FunDef *F, unsigned I) {
    if ((P.Kind == PatKind::Var || P.Kind == PatKind::As) && P.Bind) Params[P.Bind] = {F, I};
  }

  /// A pattern whose match evaluates the argument.
  static bool forcing(const Pat &P) {
    switch (P.Kind) {
    case PatKind::Int: case PatKind::Char: case PatKind::Tuple:
      return true;
    case PatKind::Con: // a newtype's constructor does not evaluate
      return !(P.Con && P.Con->Data && P.Con->Data->Newtype) || forcing(*P.Sub[0]);
    case PatKind::As:
      return forcing(*P.Sub[0]);
    default:
      return false;
    }
  }

  /// `let x = e in body` where body surely evaluates x (`a \`seq\` go a
  /// ys`, an accumulator's `let`): x's value is computed at the let
  /// (FunDef::Eager), not a thunk - one binding, not recursive, no guards.
  void eagerLets(Expr &E) {
    if (!Visited.insert(&E).second)
      return;
    if (E.Kind == ExprKind::Let && E.LetBinds && E.LetBinds->Funs.size() == 1 &&
        E.LetBinds->PatBinds.empty()) {
      FunDef &F = *E.LetBinds->Funs[0];
      if (F.Arity == 0 && F.Eqs.size() == 1 && F.Eqs[0]->Rhs.Guards.empty() &&
          F.CostCentre.empty() && F.DictParams.empty() && !F.UnitParam &&
          !mentions(F.Eqs[0]->Rhs, F.B) && forces(*E.Sub[0], Target{nullptr, 0, F.B}))
        F.Eager = true;
    }
    forEachChild(E, [&](Expr &S) { eagerLets(S); });
  }
  static bool mentions(GuardedRhs &R, const Binding *B) {
    bool Found = false;
    std::function<void(Expr &)> Walk = [&](Expr &E) {
      if ((E.Kind == ExprKind::Var || E.Kind == ExprKind::Con) && E.Bind == B) Found = true;
      forEachChild(E, Walk);
    };
    forEachChild(R, Walk);
    return Found;
  }

  bool strictIn(const FunDef &F, unsigned I) {
    // The first equation's first pattern that can fail is tried first.
    const Decl &First = *F.Eqs[0];
    for (unsigned J = 0; J < F.Arity; ++J)
      if (forcing(*First.Params[J])) {
        if (J == I) return true;
        break;
      }
    // Else every equation's right-hand side, as far as it surely goes.
    for (const Decl *Eq : F.Eqs)
      if (!rhsForces(Eq->Rhs, Target{&F, I, nullptr})) return false;
    return true;
  }

  bool rhsForces(const GuardedRhs &R, const Target &T) {
    if (R.Guards.empty()) return R.Body && forces(*R.Body, T);
    const Expr &G = *R.Guards[0].first;
    return G.Kind != ExprKind::PatGuard && forces(G, T);
  }

  /// Evaluating \p E to weak head normal form surely evaluates \p T.
  bool forces(const Expr &E, const Target &T) {
    switch (E.Kind) {
    case ExprKind::Var: {
      if (T.B) return E.Bind == T.B;
      auto It = Params.find(E.Bind);
      return It != Params.end() && It->second.first == T.F && It->second.second == T.I;
    }
    case ExprKind::Neg: case ExprKind::SCC:
      return forces(*E.Sub[0], T);
    case ExprKind::Let:
      return forces(*E.Sub[0], T);
    case ExprKind::If:
      return forces(*E.Sub[0], T) || (forces(*E.Sub[1], T) && forces(*E.Sub[2], T));
    case ExprKind::Case: {
      bool Refutable = false;
      for (const Alt &A : E.Alts) Refutable |= forcing(*A.P);
      if (Refutable && forces(*E.Sub[0], T)) return true;
      if (E.Alts.empty()) return false;
      for (const Alt &A : E.Alts)
        if (!rhsForces(A.Rhs, T)) return false;
      return true;
    }
    case ExprKind::App:
      return appForces(E, T);
    default:
      return false;
    }
  }

  bool appForces(const Expr &E, const Target &T) {
    std::vector<const Expr *> Args;
    const Expr *Head = &E;
    while (Head->Kind == ExprKind::App) {
      Args.push_back(Head->Sub[1].get());
      Head = Head->Sub[0].get();
    }
    std::reverse(Args.begin(), Args.end());
    const Binding *B = Head->Kind == ExprKind::Var ? Head->Bind : nullptr;
    if (!B) return false;
    if (forces(*Head, T)) return true; // f's own parameter called
    if (B->K == Binding::Prim) {
      switch (B->P) {
      case Prim::Add: case Prim::Sub: case Prim::Mul: case Prim::Div: case Prim::Mod:
      case Prim::Quot: case Prim::Rem: case Prim::Negate: case Prim::Eq: case Prim::Ne:
      case Prim::Lt: case Prim::Le: case Prim::Gt: case Prim::Ge: case Prim::Compare:
      case Prim::FDiv:
        if (Args.size() < primArity(B->P)) return false;
        for (size_t K = 0; K < primArity(B->P); ++K)
          if (forces(*Args[K], T)) return true;
        return false;
      case Prim::Seq:
        return (!Args.empty() && forces(*Args[0], T)) ||
               (Args.size() >= 2 && forces(*Args[1], T));
      default:
        return false;
      }
    }
    if (B->K != Binding::Fun || !B->Fn || B->Fn->Strict.empty() || Args.size() < B->Fn->Arity)
      return false;
    for (unsigned K = 0; K < B->Fn->Arity; ++K)
      if (B->Fn->Strict[K] && forces(*Args[K], T)) return true;
    return false;
  }
};

} // namespace

void analyseStrictness(LoweredProgram &LP) { Strictness(LP).run(); }

} // namespace lazy
