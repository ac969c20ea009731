//===- RecursionClone.h - the clone that self-recursive calls enter ---------===//
//
// A self-recursive function's self-calls go to an internal clone of it, whose
// entry counts the call but does not store `current`: it already points at
// the same record. For fib-like code this removes half of the overhead. The
// clone is marked (CCPROF_REC_CLONE_MD) with its record, so that the late
// pass can take its count out of memory (CarryCount.h).
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_RECURSIONCLONE_H
#define CCPROF_RECURSIONCLONE_H

namespace llvm {
class Function;
class GlobalVariable;
} // namespace llvm

namespace ccprof {

/// Makes \p F's recursion clone, marked with \p Rec; returns null if \p F has
/// no direct self-calls or cannot be cloned (varargs, presplit coroutines,
/// optnone, blocks with their address taken).
llvm::Function *cloneForRecursion(llvm::Function &F, llvm::GlobalVariable &Rec);

} // namespace ccprof

#endif // CCPROF_RECURSIONCLONE_H
