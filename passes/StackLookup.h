//===- StackLookup.h - stacks mode's entry lookup, emitted late --------------===//
//
// In stacks mode a profiled function's entry finds its node under the
// context it was called in (CCProfData.h, docs/pass.md "Cost-centre
// stacks"). The instrumenter emits that lookup as one call of the runtime's
// __ccprof_stack_enter, which does the same work, so that the inliner weighs
// the entry as it weighs flat mode's (a small function stays inlinable);
// the late clean-up, after the optimizer, expands every such call inline.
// Where the clean-up does not run (an LTO link without the plugin), the
// call stays and is correct, only slower.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_STACKLOOKUP_H
#define CCPROF_STACKLOOKUP_H

#include "llvm/IR/IRBuilder.h"

namespace ccprof {

/// The call the instrumenter emits at a stacks-mode entry: the node of the
/// function whose record is \p Rec under \p Saved (`current` at entry),
/// with \p Cache its [CCPROF_CTX_WAYS x ptr] cache and \p Last its last
/// node (both created by the caller).
llvm::Value *emitStackEnterCall(llvm::IRBuilder<> &B, llvm::Value *Saved, llvm::Value *Rec,
                                llvm::GlobalVariable *Cache, llvm::GlobalVariable *Last);

/// Expands every call of __ccprof_stack_enter in \p M inline. Returns true
/// if the module changed.
bool expandStackLookups(llvm::Module &M);

} // namespace ccprof

#endif // CCPROF_STACKLOOKUP_H
