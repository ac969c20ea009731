//===- Codegen.h - lazy-mini: LLVM IR generation --------------------------===//
#pragma once
#include "Lower.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace lazy {

/// Emits the lowered program as plain IR for the non-strict evaluation
/// model of runtime/lazy_runtime.h, with the marks the ccprof pass's lazy
/// mode reads (see docs/lazy-mini.md): "ccprof-cc"="label" on cost-centre
/// functions, "ccprof-thunk" on thunk entry code, "ccprof-alloc" on
/// allocation calls. \p Dir and \p File name the source for debug info.
std::unique_ptr<llvm::Module> codegen(LoweredProgram &LP, llvm::LLVMContext &Ctx,
                                      const std::string &Dir, const std::string &File);

} // namespace lazy
