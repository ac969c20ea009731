//===- Typecheck.h - sml-mini: type inference ------------------------------===//
//
// Milner's let-polymorphism over the resolved program (after Lower, which
// gives every identifier its Binding): Algorithm W with levels (Rémy) for
// generalization, datatypes with parameters, exceptions, type abbreviations,
// annotations, equality type variables (''a: `=` and `<>` only on types that
// admit equality), the value restriction (only non-expansive bindings are
// generalized), the comparison operators overloaded on int, char and string
// (defaulting to int), and records (a selector's or a flexible pattern's
// record type found from its uses). Both are decided at the end of the
// program, as Poly/ML does (SML '97 says at the end of the top-level
// declaration, which rejects programs Poly/ML runs).
//
// A program that does not type-check is rejected: up to MaxTypeErrors
// errors, one per top-level declaration (the rest of a declaration after
// its first error is not checked), each naming both types.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Lower.h"

namespace sml {

constexpr unsigned MaxTypeErrors = 5;

/// Checks the basis, then the program. Throws CompileError (the first
/// error, the others in its `More`).
void typecheck(LoweredProgram &LP);

} // namespace sml
