//===- Program.h - prolog-mini: clauses grouped into predicates -----------===//
//
// The phase between reading and code generation. It groups the clauses of
// the program and of the library (prelude.pl) into predicates, applies the
// directives (dynamic, initialization), and normalises every clause body to
// a flat conjunction of goals the code generator knows:
//   - a call of a predicate (user, library, dynamic, or auxiliary),
//   - a built-in of runtime/pl_builtins.h, `=`, true, fail, `!`,
//   - the special forms '$cut'(B) (cut to the barrier in B, a term made by
//     '$barrier'(B)), '$findall'(T, AuxCall, L), '$catch'(AuxCall, C, R) and
//     '$meta'(G) (call/1 of a goal known only at run time).
// Disjunction, if-then-else, negation, once/1 and the goals of findall/3,
// catch/3, forall/2 and call/1 of a literal become auxiliary predicates
// ('$aux<n>'), each with the variables it shares with the rest of its clause
// as arguments, as Prolog compilers usually do: a cut inside them that
// belongs to the clause is '$cut'(B) of the clause's barrier; one that is
// local to them (a condition, \+, findall, call/1) is their own `!`.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "AST.h"
#include "Reader.h"

#include <map>
#include <string>
#include <vector>

namespace pl {

struct Clause {
  std::vector<TermPtr> Head; // the arguments
  std::vector<TermPtr> Body; // normalised goals
  Loc At;
};

struct Predicate {
  std::string Name;
  unsigned Arity = 0;
  std::vector<Clause> Clauses;
  Loc At;
  bool Dynamic = false; // :- dynamic: clauses live in the run-time database
  bool Library = false; // from prelude.pl (a user definition replaces it)
  bool System = false;  // a built-in written in Prolog: not profiled, no ports
  /// An auxiliary predicate: the key ("name/arity") of the user predicate
  /// whose clause it came from; its code runs under that one's record.
  std::string Owner;

  std::string key() const { return Name + "/" + std::to_string(Arity); }
};

struct Program {
  std::vector<Predicate> Preds;          // in order of definition
  std::map<std::string, size_t> Index;   // key -> position in Preds
  /// The goals run at start-up, in order, each the key of a predicate
  /// '$goal<i>'/0: the directives (`:- G`), then initialization(G) goals,
  /// then the initialization(G, main) goal if there is one.
  std::vector<std::string> StartGoals;
  bool HasMain = false;        // the last start goal is initialization(G, main)'s
  std::vector<TermPtr> Ops;    // op/3 directives, for write/1

  Predicate *find(const std::string &Key) {
    auto It = Index.find(Key);
    return It == Index.end() ? nullptr : &Preds[It->second];
  }
};

/// Builds the program from the library's and the user's clauses. Throws
/// fe::CompileError for a user error (a clause for a control construct or a
/// built-in, a bad directive); \p LibraryPhase names the library while its
/// clauses are processed, for the driver's message.
/// \p File names the program in the run-time messages about its start-up
/// goals (a directive that fails, an uncaught error of main, as swipl's).
Program buildProgram(const std::vector<ReadClause> &Library,
                     const std::vector<ReadClause> &User, const std::string &File = "");

/// The predicate key of a callable term: "name/arity".
std::string keyOf(const Term &Goal);

/// Is name/arity a control construct or a special form the normaliser
/// handles (',', ';', '->', \+, call/N, findall/3, catch/3, ...)?
bool isControl(const std::string &Name, size_t Arity);

} // namespace pl
