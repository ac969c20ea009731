//===- CarryCount.h - recursion clones count in a register ----------------===//
//
// Run after the optimizer, before ccprof-cleanup (see CarryCount.cpp). One
// entry point, like instrumentModule.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_CARRYCOUNT_H
#define CCPROF_CARRYCOUNT_H

namespace llvm {
class Module;
}

namespace ccprof {

/// Makes the recursion clones of a module the ccprof pass instrumented carry
/// their call count in a register where they can (else leaves them as they
/// are). Returns true if the module changed.
bool carryCounts(llvm::Module &M);

} // namespace ccprof

#endif // CCPROF_CARRYCOUNT_H
