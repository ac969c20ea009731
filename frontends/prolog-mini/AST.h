//===- AST.h - prolog-mini: terms as read from the source -----------------===//
//
// The reader (Reader.h) turns the source into a sequence of clauses, each a
// term: a Prolog program is its own abstract syntax. Every node has the
// location of its first character. Lists are '[|]'/2 compounds ending in
// the atom '[]' (SWI-Prolog 7's list constructor, which write/1 and
// functor/3 show); {X} is '{}'/1; -(1) and - 1 are '-'/1 of 1, while -1 is
// the integer. A double-quoted text is a String node when the
// double_quotes flag is `string` (the default, as in SWI-Prolog 7), a list
// of codes for `codes`, of one-character atoms for `chars`, an Atom for
// `atom`.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "../common/SourceDiag.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pl {

using fe::Loc;

struct Term;
using TermPtr = std::shared_ptr<const Term>;

struct Term {
  enum Kind { Var, Atom, Int, Float, String, Compound } K;
  Loc At;
  /// Var: its name ("_" for every anonymous variable: each is a new one);
  /// Atom: its text; Compound: its functor's name; String: its bytes.
  std::string Name;
  int64_t IntVal = 0; // Int (fits in 61 bits: the reader rejects larger ones)
  double FloatVal = 0;
  std::vector<TermPtr> Args; // Compound: at least one

  bool isAtom(const char *N) const { return K == Atom && Name == N; }
  bool is(const char *N, size_t Arity) const {
    return K == Compound && Args.size() == Arity && Name == N;
  }
  size_t arity() const { return K == Compound ? Args.size() : 0; }

  Term() = default;
  Term(const Term &) = default;
  /// Frees the subterms with a work list, not recursion: a list of a
  /// million elements is a chain a million cells deep.
  ~Term();
};

TermPtr mkVar(Loc L, std::string Name);
TermPtr mkAtom(Loc L, std::string Name);
TermPtr mkInt(Loc L, int64_t V);
TermPtr mkFloat(Loc L, double V);
TermPtr mkString(Loc L, std::string Bytes);
TermPtr mkCompound(Loc L, std::string Name, std::vector<TermPtr> Args);

/// The term in canonical syntax (writeq-like with every operator as a
/// functor: '-'(1), '[|]'(a,'[]')): for tests and messages.
std::string show(const Term &T);

} // namespace pl
