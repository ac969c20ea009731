//===- CCProfCleanup.h - the late clean-up of ccprof's IR --------------------===//
//
// Run after the optimizer (see CCProfCleanup.cpp for what it removes and why
// that changes no attribution). One entry point, like instrumentModule.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_CCPROFCLEANUP_H
#define CCPROF_CCPROFCLEANUP_H

namespace llvm {
class Module;
}

namespace ccprof {

/// Erases stores to `current` that are overwritten before program code runs
/// and the fences after stores to `current`, in a module the ccprof pass
/// instrumented (else does nothing). Returns true if the module changed.
bool cleanupModule(llvm::Module &M);

} // namespace ccprof

#endif // CCPROF_CCPROFCLEANUP_H
