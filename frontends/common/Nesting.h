//===- Nesting.h - front ends: a bound on how deep a program may nest -----===//
//
// The parsers, the phases after them and the destructors of the syntax
// trees are all recursive, so a program nested deeper than the stack allows
// (`((((...1...))))`, a chain of `1 + 1 + ...`, nested if/let/case) would
// crash the compiler. Instead, each parser counts the nesting it descends
// into, and checks the tree it built (left-associative chains are built by
// loops, not recursion), with a NestingGuard: past MaxNesting levels it
// stops with `file:line:col: error: nesting too deep (more than N levels)`.
// The drivers run the compile on a thread with a stack (CompileStackBytes)
// that holds MaxNesting levels of every phase many times over.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "SourceDiag.h"

#include <cstddef>
#include <memory>
#include <vector>

namespace fe {

/// Levels of nesting a program may have. The deepest-costing phase (lazy
/// `let` inside `let`) used about 2.7 KB of stack a level when measured,
/// so 10,000 levels need about 27 MB of the compile thread's 512 MB.
constexpr int MaxNesting = 10000;
constexpr size_t CompileStackBytes = size_t(512) << 20;

/// Counts one level of nesting for as long as it lives; throws the
/// "nesting too deep" error at \p At if that makes more than MaxNesting.
class NestingGuard {
  int &Depth;

public:
  NestingGuard(int &D, Loc At) : Depth(D) {
    if (Depth >= MaxNesting)
      error(At, "nesting too deep (more than " + std::to_string(MaxNesting) + " levels)");
    ++Depth;
  }
  ~NestingGuard() { --Depth; }
  NestingGuard(const NestingGuard &) = delete;
  NestingGuard &operator=(const NestingGuard &) = delete;
};

/// For a tree node's destructor: destroys the subtrees in \p Sub (and
/// theirs, through their own `Sub`) with a work list instead of recursion,
/// so that a long chain (a rejected `1 + 1 + ...`, a long list pattern)
/// cannot overflow the stack while it is freed.
template <typename Node> void destroyIteratively(std::vector<std::unique_ptr<Node>> &Sub) {
  std::vector<std::unique_ptr<Node>> Work = std::move(Sub);
  while (!Work.empty()) {
    std::unique_ptr<Node> N = std::move(Work.back());
    Work.pop_back();
    if (!N)
      continue;
    for (std::unique_ptr<Node> &S : N->Sub)
      Work.push_back(std::move(S));
  }
}

} // namespace fe
