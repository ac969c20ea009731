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

} // namespace ccprof

#endif // CCPROF_LLVMCOMPAT_H
