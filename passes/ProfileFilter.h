//===- ProfileFilter.h - small functions that are not profiled --------------===//
//
// -ccprof-min-instructions=N, after XRay's -fxray-instruction-threshold: a
// function whose body has fewer than N instructions is not profiled (no
// count, no store to `current`, no resets), so its time is charged to the
// profiled function that called it, as it would be if it were excluded. The
// pass runs before the inliner, and its operations make a three-instruction
// getter look several times bigger: in C++ code built on templates (getters,
// iterators, allocator and traits wrappers) they cost more than the program
// itself and stop the inliner from inlining what it inlines without them.
//
// A function counts as large, whatever its size, if running it may take long
// or its caller cannot be known (see isSmall in ProfileFilter.cpp), and is
// always profiled if it is named by __attribute__((annotate("ccprof_profile")))
// or the function attribute "ccprof-profile" (the pass also keeps functions
// that -ccprof-only names). -ccprof-min-instructions-linkage chooses which
// functions the threshold applies to: `inline` (the default: C++ inline and
// template functions, whose linkage lets the linker keep any one copy,
// linkonce_odr / weak_odr, and lambdas and template instances that have
// internal linkage because a local type is among their template arguments
// - the analogue of GHC's -fprof-auto leaving out INLINE bindings) or `all`.
// Never in the lazy mode (its cost centres are explicit).
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_PROFILEFILTER_H
#define CCPROF_PROFILEFILTER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <string>
#include <utility>

namespace llvm {
class CallBase;
class Function;
class GlobalVariable;
class Module;
} // namespace llvm

namespace ccprof {

class SizeFilter {
public:
  explicit SizeFilter(const llvm::Module &M);
  /// True if \p F is to be left out for its size (-ccprof-min-instructions).
  bool leavesOut(const llvm::Function &F) const;

private:
  bool isSmall(const llvm::Function &F) const;
  bool measure(const llvm::Function &F) const;
  bool callsOut(const llvm::CallBase &CB) const;

  bool Enabled = false;
  llvm::DenseSet<const llvm::Function *> Pinned; // ccprof_profile
  enum Size : char { Small, Large };
  mutable llvm::DenseMap<const llvm::Function *, Size> Memo; // isSmall
};

/// The functions of \p LeftOut whose every call is to another of them or
/// one that \p CannotChangeCurrent accepts (an intrinsic, a function that
/// does not return, ...): a call to one leaves `current` as it was, so the
/// caller needs no reset after it.
llvm::DenseSet<const llvm::Function *>
leafSet(llvm::ArrayRef<std::pair<llvm::Function *, std::string>> LeftOut,
        bool (*CannotChangeCurrent)(const llvm::CallBase &));

} // namespace ccprof

#endif // CCPROF_PROFILEFILTER_H
