//===- Typecheck.h - lazy-mini: Haskell 98 types with the standard classes -===//
//
// Hindley-Milner inference over the lowered program (after Lower, which
// gives every name its Binding), with type classes after Mark P. Jones,
// "Typing Haskell in Haskell": predicates collected while a binding group
// is inferred, reduced by the instances to predicates on type variables,
// then generalized into the bindings' contexts, deferred to the enclosing
// group, or defaulted (Haskell 98, section 4.3.4: a variable constrained
// only by standard classes, at least one of them numeric, becomes
// Integer). Binding groups are split into strongly connected components
// (section 4.5.1), a binding with a signature is checked against it (its
// type variables rigid, its context the only one it may use), and the
// monomorphism restriction (4.5.5) keeps the constrained type variables of
// pattern bindings and of unsigned arity-0 bindings monomorphic.
//
// The classes are the Prelude's Eq, Ord, Show, Num, Real, Integral, Enum
// and Bounded, with their Haskell 98 superclasses; instances are the
// built-in ones (Int, Integer, Char, Bool, (), lists, tuples) and those of
// `deriving` clauses. lazy-mini decides class methods at run time from the
// values themselves, so types check programs and do not change the code.
//
// A program that does not type-check is rejected: up to MaxTypeErrors
// errors, one per top-level binding group, each with its location and both
// types, in GHC's words ("Couldn't match expected type ... with actual
// type ...", "No instance for (Show (Int -> Int))", "Ambiguous type
// variable").
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Lower.h"

namespace lazy {

constexpr unsigned MaxTypeErrors = 5;

/// Checks the Prelude and the program. Throws CompileError (the first
/// error, the others in its `More`).
void typecheck(LoweredProgram &LP);

} // namespace lazy
