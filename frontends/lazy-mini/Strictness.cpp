//===- Strictness.cpp - lazy-mini: which arguments a function surely evaluates //
#include "Strictness.h"

#include <unordered_map>

namespace lazy {

namespace {

class Strictness {
  LoweredProgram &LP;
  /// Each parameter variable: its function and position.
  std::unordered_map<const Binding *, std::pair<FunDef *, unsigned>> Params;

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
      if (!rhsForces(Eq->Rhs, F, I)) return false;
    return true;
  }

  bool rhsForces(const GuardedRhs &R, const FunDef &F, unsigned I) {
    if (R.Guards.empty()) return R.Body && forces(*R.Body, F, I);
    const Expr &G = *R.Guards[0].first;
    return G.Kind != ExprKind::PatGuard && forces(G, F, I);
  }

  /// Evaluating \p E to weak head normal form surely evaluates parameter
  /// \p I of \p F.
  bool forces(const Expr &E, const FunDef &F, unsigned I) {
    switch (E.Kind) {
    case ExprKind::Var: {
      auto It = Params.find(E.Bind);
      return It != Params.end() && It->second.first == &F && It->second.second == I;
    }
    case ExprKind::Neg: case ExprKind::SCC:
      return forces(*E.Sub[0], F, I);
    case ExprKind::Let:
      return forces(*E.Sub[0], F, I);
    case ExprKind::If:
      return forces(*E.Sub[0], F, I) || (forces(*E.Sub[1], F, I) && forces(*E.Sub[2], F, I));
    case ExprKind::Case: {
      bool Refutable = false;
      for (const Alt &A : E.Alts) Refutable |= forcing(*A.P);
      if (Refutable && forces(*E.Sub[0], F, I)) return true;
      if (E.Alts.empty()) return false;
      for (const Alt &A : E.Alts)
        if (!rhsForces(A.Rhs, F, I)) return false;
      return true;
    }
    case ExprKind::App:
      return appForces(E, F, I);
    default:
      return false;
    }
  }

  bool appForces(const Expr &E, const FunDef &F, unsigned I) {
    std::vector<const Expr *> Args;
    const Expr *Head = &E;
    while (Head->Kind == ExprKind::App) {
      Args.push_back(Head->Sub[1].get());
      Head = Head->Sub[0].get();
    }
    std::reverse(Args.begin(), Args.end());
    const Binding *B = Head->Kind == ExprKind::Var ? Head->Bind : nullptr;
    if (!B) return false;
    if (forces(*Head, F, I)) return true; // f's own parameter called
    if (B->K == Binding::Prim) {
      switch (B->P) {
      case Prim::Add: case Prim::Sub: case Prim::Mul: case Prim::Div: case Prim::Mod:
      case Prim::Quot: case Prim::Rem: case Prim::Negate: case Prim::Eq: case Prim::Ne:
      case Prim::Lt: case Prim::Le: case Prim::Gt: case Prim::Ge: case Prim::Compare:
      case Prim::FDiv:
        if (Args.size() < primArity(B->P)) return false;
        for (size_t K = 0; K < primArity(B->P); ++K)
          if (forces(*Args[K], F, I)) return true;
        return false;
      case Prim::Seq:
        return (!Args.empty() && forces(*Args[0], F, I)) ||
               (Args.size() >= 2 && forces(*Args[1], F, I));
      default:
        return false;
      }
    }
    if (B->K != Binding::Fun || !B->Fn || B->Fn->Strict.empty() || Args.size() < B->Fn->Arity)
      return false;
    for (unsigned K = 0; K < B->Fn->Arity; ++K)
      if (B->Fn->Strict[K] && forces(*Args[K], F, I)) return true;
    return false;
  }
};

} // namespace

void analyseStrictness(LoweredProgram &LP) { Strictness(LP).run(); }

} // namespace lazy
