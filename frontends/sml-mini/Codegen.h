//===- Codegen.h - sml-mini: LLVM IR generation ---------------------------===//
#pragma once
#include "Lower.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace sml {

/// Emits the lowered program as a module of plain IR: one function per SML
/// function (named as the report will show it, with debug info for its
/// source line), the `tailcc` calling convention with `musttail` on every
/// call in tail position, and calls to the runtime (runtime/sml_runtime.c)
/// for allocation, exceptions and I/O. No profiling code: that is the
/// ccprof pass's job. \p Dir and \p File name the source for debug info.
std::unique_ptr<llvm::Module> codegen(LoweredProgram &LP, llvm::LLVMContext &Ctx,
                                      const std::string &Dir, const std::string &File);

} // namespace sml
