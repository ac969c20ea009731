//===- LLVMCompat.h - the one place where LLVM 19 and 22 differ -----------===//
//
// CCProf builds against LLVM 22 by default and must still compile against
// LLVM 19 (-DCCPROF_LLVM_MAJOR=19). Every API difference the pass meets is
// papered over here, so the rest of passes/ is written once.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_LLVMCOMPAT_H
#define CCPROF_LLVMCOMPAT_H

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/TargetParser/Triple.h"

// LLVM 22 moved PassPlugin.h from llvm/Passes/ to llvm/Plugins/.
#if LLVM_VERSION_MAJOR >= 22
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

namespace ccprof {

// Module::getTargetTriple() returns a Triple since LLVM 21, a string before.
inline llvm::Triple targetTriple(const llvm::Module &M) {
#if LLVM_VERSION_MAJOR >= 21
  return M.getTargetTriple();
#else
  return llvm::Triple(M.getTargetTriple());
#endif
}

// The OptimizerLast extension point gained a ThinOrFullLTOPhase argument in
// LLVM 20. \p Add receives the pass manager and whether this is an LTO
// pre-link compile (whose output the link-time optimizer optimizes again);
// LLVM 19 does not say, and reports false.
template <typename AddFn>
void registerOptimizerLast(llvm::PassBuilder &PB, AddFn Add) {
#if LLVM_VERSION_MAJOR >= 20
  PB.registerOptimizerLastEPCallback(
      [Add](llvm::ModulePassManager &MPM, llvm::OptimizationLevel,
            llvm::ThinOrFullLTOPhase Phase) {
        Add(MPM, Phase == llvm::ThinOrFullLTOPhase::ThinLTOPreLink ||
                     Phase == llvm::ThinOrFullLTOPhase::FullLTOPreLink);
      });
#else
  PB.registerOptimizerLastEPCallback(
      [Add](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
        Add(MPM, false);
      });
#endif
}

} // namespace ccprof

#endif // CCPROF_LLVMCOMPAT_H
