//===- CCProfInstrumenter.h - the ccprof transform --------------------------===//
//
// The implementation of the `ccprof` pass: one class, one entry point
// (instrumentModule). The pass class in CCProfPlugin.cpp only wraps it.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_CCPROFINSTRUMENTER_H
#define CCPROF_CCPROFINSTRUMENTER_H

namespace llvm {
class Module;
}

namespace ccprof {

/// Instruments every profiled function of \p M (see CCProfInstrumenter.cpp
/// for the IR it injects). Returns true if the module changed. Errors (a bad
/// option value) are reported through the LLVMContext, naming the option.
bool instrumentModule(llvm::Module &M);

} // namespace ccprof

#endif // CCPROF_CCPROFINSTRUMENTER_H
