//===- CCProfPlugin.cpp - registers the ccprof pass with the new PM --------===//
//
// libCCProf.so is loaded by opt (-load-pass-plugin) or clang (-fpass-plugin).
// It registers the module pass `ccprof`:
//   * by name, for `opt -passes=ccprof`;
//   * at the pipeline start extension point, so that clang instruments at
//     every -O level (and in the -flto pre-link pipeline) *before* the
//     inliner runs: inlined copies then carry their profiling operations.
// The pass is required, so optnone functions (-O0) are still instrumented.
//
// It also registers `ccprof-carry` (CarryCount.cpp) and `ccprof-cleanup`
// (CCProfCleanup.cpp), in that order: by name, at the optimizer-last
// extension point (not in an LTO pre-link compile, whose IR is optimized
// again at link time) and at the end of full LTO.
//
//===----------------------------------------------------------------------===//
#include "CCProfCleanup.h"
#include "CarryCount.h"
#include "CCProfInstrumenter.h"
#include "LLVMCompat.h"

#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace {

struct CCProfPass : PassInfoMixin<CCProfPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return ccprof::instrumentModule(M) ? PreservedAnalyses::none()
                                       : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

struct CCProfCarryPass : PassInfoMixin<CCProfCarryPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return ccprof::carryCounts(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

struct CCProfCleanupPass : PassInfoMixin<CCProfCleanupPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return ccprof::cleanupModule(M) ? PreservedAnalyses::none()
                                    : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "ccprof")
          MPM.addPass(CCProfPass());
        else if (Name == "ccprof-carry")
          MPM.addPass(CCProfCarryPass());
        else if (Name == "ccprof-cleanup")
          MPM.addPass(CCProfCleanupPass());
        else
          return false;
        return true;
      });
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(CCProfPass());
      });
  ccprof::registerOptimizerLast(PB, [](ModulePassManager &MPM, bool PreLink) {
    if (PreLink)
      return;
    MPM.addPass(CCProfCarryPass());
    MPM.addPass(CCProfCleanupPass());
  });
  PB.registerFullLinkTimeOptimizationLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(CCProfCarryPass());
        MPM.addPass(CCProfCleanupPass());
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "CCProf", "0.1", registerCallbacks};
}
