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
//===----------------------------------------------------------------------===//
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

void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name != "ccprof")
          return false;
        MPM.addPass(CCProfPass());
        return true;
      });
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(CCProfPass());
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "CCProf", "0.1", registerCallbacks};
}
