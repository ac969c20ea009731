//===- ContextTree.h - calling-context trees of stacks-mode profiles -------===//
//
// What `ccprof merge` and `ccprof diff` do with the "stacks" of a profile
// (docs/formats.md): contexts are the same when the path of functions from
// their root down is the same, a function being its display name and its
// linkage name. Merging sums their entries, ticks and bytes and lays the tree out
// again as the runtime writes it (rt/stacks.c): ids 1, 2, ... depth first,
// a parent before its children, children by more inherited ticks, then
// more entries, then name, the "(truncated)" root after the others.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_CONTEXTTREE_H
#define CCPROF_CONTEXTTREE_H

#include "ProfileJSON.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace ccprof {

/// Sums calling-context trees.
class ContextMerger {
public:
  ContextMerger();
  /// Adds the contexts of \p P (read from \p Input, for messages). Returns
  /// "" or why not: a count that would pass 2^64-1.
  std::string add(const Profile &P, const std::string &Input);
  /// The sum, in the writer's order, with inherited ticks recomputed.
  std::vector<ProfileContext> result() const;

private:
  struct Node {
    std::string Name, Symbol;
    uint64_t Entries = 0, Ticks = 0, Alloc = 0;
    std::vector<size_t> Children;
    std::unordered_map<std::string, size_t> ChildByKey;
  };
  std::vector<Node> Nodes; // [0]: the pseudo-root; a parent before a child
};

/// The contexts of two profiles side by side, one row per path.
struct ContextDiffRow {
  std::string Path; // names from the root, joined by ';'
  bool InBase = false, InNew = false;
  uint64_t EntriesBase = 0, EntriesNew = 0;
  double InheritedBase = 0, InheritedNew = 0; // % of each profile's samples
};

/// One row per path found in either profile, by the size of the change in
/// inherited %time (largest first), then path.
std::vector<ContextDiffRow> diffContexts(const Profile &Base, const Profile &New);

/// Each context's path from its root, names joined by ';' (index: the
/// context's position in P.Stacks).
std::vector<std::string> contextPaths(const Profile &P);

} // namespace ccprof

#endif // CCPROF_CONTEXTTREE_H
