//===- StackMerge.h - the calling-context trees of several profiles, summed ===//
//
// `ccprof merge` of stacks-mode profiles (several runs, or the periodic
// snapshots of one run, CCPROF_PERIOD): a context is its path of cost
// centres (name and symbol) from its root, and the entries and ticks of the
// same path add up.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_STACKMERGE_H
#define CCPROF_STACKMERGE_H

#include "ProfileJSON.h"

#include <string>
#include <vector>

namespace ccprof {

/// The sum of the "stacks" of \p Ps, in the order the runtime writes a tree
/// (a parent before its children, siblings by inherited ticks, then
/// entries, then name), numbered 1, 2, ...; empty if none has contexts.
/// Returns "" or the problem (a count past 2^64-1).
std::string mergeStacks(const std::vector<Profile> &Ps, std::vector<ProfileContext> &Out);

} // namespace ccprof

#endif // CCPROF_STACKMERGE_H
