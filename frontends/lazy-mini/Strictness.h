//===- Strictness.h - lazy-mini: which arguments a function surely evaluates ===//
//
// A first-order strictness analysis over the functions defined by
// equations (top-level and local): a function is strict in an argument if
// every call of it that returns evaluates that argument - its first
// equation matches the argument against a constructor or a literal before
// any other pattern can fail, or the first thing every equation's
// right-hand side evaluates (its body, or its first guard) surely evaluates
// it: a variable in a position that is evaluated, an operand of an
// arithmetic or comparison primitive, the scrutinee of a case, the
// condition of an if (or both branches), a strict argument of a known
// function. Recursion is solved as a greatest fixed point from "strict in
// everything" (a function that never returns is strict in all its
// arguments), so `go acc n = if n == 0 then acc else go (acc + n) (n - 1)`
// is strict in both.
//
// Codegen then evaluates a known call's strict arguments before the call
// instead of allocating thunks for them. The call evaluates them anyway
// (or does not return), so no program's output changes; nor does its
// profile: the thunk would carry the caller's cost centre and charge it
// when forced, as evaluating it in the caller does, and every function is
// entered as often (GHC's -O0 builds, which the entry counts are compared
// with, do no such thing, and need not: only the allocation differs).
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Lower.h"

namespace lazy {

/// Fills FunDef::Strict for every function of \p LP defined by equations.
void analyseStrictness(LoweredProgram &LP);

} // namespace lazy
