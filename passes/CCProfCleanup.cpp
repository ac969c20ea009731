//===- CCProfCleanup.cpp - drops what ccprof's IR no longer needs at the end ===//
//
// The `ccprof` pass writes `current` as an atomic store plus a single-thread
// fence so that the optimizer keeps every store where the paper puts it. Once
// the optimizer has finished (OptimizerLast, and after full LTO), two things
// in that IR only cost compile time and, for the first, run time:
//
//  1. Stores that are overwritten before anything observable runs. After
//     inlining, a caller's reset is often followed directly by the next
//     inlined callee's entry:
//
//       %r = call i32 @ext(i32 %x)
//       store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic  ; dead
//       fence syncscope("singlethread") seq_cst
//       %c = load i64, ptr @__ccprof_cc.g          ; g's call count
//       %c1 = add i64 %c, 1
//       store i64 %c1, ptr @__ccprof_cc.g
//       store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
//
//     The first store is erased when, on every path from it, only profiling
//     operations (count updates on records, fences, debug intrinsics) and
//     at most an unconditional branch lie before the next store to
//     `current`. Nothing of the program runs in between, so a sample can
//     only ever land on a count update: the attribution of program code is
//     unchanged. A load of `current` (a callee-restore's saved value, lazy
//     mode's stamping) or any call ends the search, so no store that is read
//     is erased.
//
//     Before that search, a load of `current` that follows a store to it
//     in the same block, with nothing between that may write `current` (a
//     call, a store through a pointer that may be it), is replaced by the
//     stored value: a callee-restore's saved value, once the callee is
//     inlined into a profiled caller, is the caller's own record, stored a
//     few instructions earlier:
//
//       store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
//       (f's count update)
//       %saved = load atomic ptr, ptr @__ccprof_current monotonic  ; -> @__ccprof_cc.f
//       store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
//
//     The load goes, and with it what kept f's store: only f's count
//     update is left before g's store, so f's store is erased too. Only
//     the thread itself writes its `current` (the sampler and the signal
//     handlers read it), so the value is the one stored.
//
//  2. The fences themselves. They keep the middle end from moving memory
//     operations across the stores; the code generator already treats an
//     atomic store as an ordered memory reference that nothing is scheduled
//     across, and emits no instruction for a single-thread fence. Each one is
//     still a DAG node and a MEMBARRIER pseudo to select, schedule and carry
//     through register allocation. Only a fence directly after a store to
//     `current` is removed; the program's own fences stay.
//
// Measured effect: docs/performance.md ("Compile time"). -ccprof-cleanup=false
// turns this off.
//
//===----------------------------------------------------------------------===//
#include "CCProfCleanup.h"
#include "StackLookup.h"
#include "ccprof/CCProfData.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> ClCleanup(
    "ccprof-cleanup",
    cl::desc("After optimization, erase stores to `current` that the next "
             "store overwrites before any program code runs, and the "
             "single-thread fences after stores to `current`"),
    cl::init(true));

namespace {

class CCProfCleanup {
public:
  explicit CCProfCleanup(Module &M) : M(M) {}
  bool run();

private:
  bool cleanFunction(Function &F);
  bool isCurrentStore(const Instruction &I) const;
  bool isRecordPointer(const Value *P) const;
  bool isProfilingOp(const Instruction &I,
                     const SmallPtrSetImpl<const Value *> &Derived) const;
  bool startsWithCurrentStore(BasicBlock &BB);
  bool mayWriteCurrent(const Instruction &I) const;
  bool forwardCurrentLoads(Function &F);

  Module &M;
  const GlobalVariable *Current = nullptr;
  DenseMap<BasicBlock *, bool> StartsWithStore;
};

bool CCProfCleanup::isCurrentStore(const Instruction &I) const {
  auto *S = dyn_cast<StoreInst>(&I);
  return S && S->isAtomic() && S->getPointerOperand() == Current;
}

/// A cost-centre record, or an address inside one.
bool CCProfCleanup::isRecordPointer(const Value *P) const {
  auto *GV =
      dyn_cast<GlobalVariable>(P->stripInBoundsConstantOffsets()->stripPointerCasts());
  return GV && GV->hasSection() && GV->getSection() == CCPROF_SECTION;
}

/// Instructions that only maintain counts in records, or order nothing but
/// the profiling stores: a sample landing on them charges no program code.
/// \p Derived holds values computed by earlier profiling ops (the loaded
/// count, the incremented count).
bool CCProfCleanup::isProfilingOp(
    const Instruction &I, const SmallPtrSetImpl<const Value *> &Derived) const {
  if (isa<DbgInfoIntrinsic>(I))
    return true;
  if (auto *F = dyn_cast<FenceInst>(&I))
    return F->getSyncScopeID() == SyncScope::SingleThread;
  if (auto *L = dyn_cast<LoadInst>(&I))
    return !L->isVolatile() && isRecordPointer(L->getPointerOperand());
  if (auto *S = dyn_cast<StoreInst>(&I))
    return !S->isVolatile() && isRecordPointer(S->getPointerOperand()) &&
           (isa<Constant>(S->getValueOperand()) ||
            Derived.count(S->getValueOperand()));
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return isRecordPointer(RMW->getPointerOperand());
  if (auto *BO = dyn_cast<BinaryOperator>(&I))
    return (Derived.count(BO->getOperand(0)) || isa<Constant>(BO->getOperand(0))) &&
           (Derived.count(BO->getOperand(1)) || isa<Constant>(BO->getOperand(1)));
  return false;
}

/// True if \p BB, after its phis, runs only profiling ops before a store to
/// `current`.
bool CCProfCleanup::startsWithCurrentStore(BasicBlock &BB) {
  auto [It, New] = StartsWithStore.try_emplace(&BB, false);
  if (!New)
    return It->second;
  SmallPtrSet<const Value *, 8> Derived;
  for (Instruction &I : make_range(BB.getFirstNonPHIIt(), BB.end())) {
    if (isCurrentStore(I))
      return It->second = true;
    if (!isProfilingOp(I, Derived))
      return false;
    Derived.insert(&I);
  }
  return false;
}

/// Whether \p I (not itself a store to `current`) may change `current`:
/// any call but debug and other assume-like intrinsics, and any store or
/// atomic update through a pointer that is not a record, another global or
/// a stack slot.
bool CCProfCleanup::mayWriteCurrent(const Instruction &I) const {
  if (!I.mayWriteToMemory())
    return false;
  if (auto *II = dyn_cast<IntrinsicInst>(&I); II && II->isAssumeLikeIntrinsic())
    return false;
  if (isa<FenceInst>(I))
    return false;
  const Value *Ptr = nullptr;
  if (auto *S = dyn_cast<StoreInst>(&I))
    Ptr = S->getPointerOperand();
  else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    Ptr = RMW->getPointerOperand();
  else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
    Ptr = CX->getPointerOperand();
  if (!Ptr)
    return true;
  const Value *Base = Ptr->stripInBoundsConstantOffsets()->stripPointerCasts();
  if (isa<AllocaInst>(Base))
    return false;
  auto *GV = dyn_cast<GlobalVariable>(Base);
  return !GV || GV == Current;
}

/// Replaces each load of `current` that a store to it earlier in the same
/// block decides with the stored value (see the file comment).
bool CCProfCleanup::forwardCurrentLoads(Function &F) {
  bool Changed = false;
  for (BasicBlock &BB : F) {
    Value *Known = nullptr;
    for (Instruction &I : make_early_inc_range(BB)) {
      if (isCurrentStore(I)) {
        Known = cast<StoreInst>(I).getValueOperand();
        continue;
      }
      auto *L = dyn_cast<LoadInst>(&I);
      if (Known && L && L->getPointerOperand() == Current &&
          L->getType() == Known->getType()) {
        L->replaceAllUsesWith(Known);
        L->eraseFromParent();
        Changed = true;
        continue;
      }
      if (mayWriteCurrent(I))
        Known = nullptr;
    }
  }
  return Changed;
}

bool CCProfCleanup::cleanFunction(Function &F) {
  StartsWithStore.clear();
  bool Forwarded = forwardCurrentLoads(F);
  SmallVector<Instruction *, 32> Dead;
  for (BasicBlock &BB : F) {
    StoreInst *Pending = nullptr;
    SmallPtrSet<const Value *, 8> Derived;
    for (Instruction &I : BB) {
      if (isCurrentStore(I)) {
        if (Pending)
          Dead.push_back(Pending);
        Pending = cast<StoreInst>(&I);
        Derived.clear();
        continue;
      }
      if (!Pending)
        continue;
      if (isProfilingOp(I, Derived)) {
        Derived.insert(&I);
        continue;
      }
      auto *Br = dyn_cast<BranchInst>(&I);
      if (Br && Br->isUnconditional() && Br->getSuccessor(0) != &BB &&
          startsWithCurrentStore(*Br->getSuccessor(0)))
        Dead.push_back(Pending);
      Pending = nullptr;
    }
  }

  // The fences go after the search: it steps over them.
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *Fence = dyn_cast<FenceInst>(&I))
        if (Fence->getSyncScopeID() == SyncScope::SingleThread)
          if (Instruction *Prev = Fence->getPrevNode())
            if (isCurrentStore(*Prev))
              Dead.push_back(Fence);

  for (Instruction *I : Dead)
    I->eraseFromParent();
  return Forwarded || !Dead.empty();
}

bool CCProfCleanup::run() {
  if (!ClCleanup || !M.getModuleFlag(CCPROF_MODULE_FLAG))
    return false;
  Current = M.getNamedGlobal(CCPROF_CURRENT_NAME);
  if (!Current)
    return false;
  bool Changed = false;
  for (Function &F : M)
    if (!F.isDeclaration())
      Changed |= cleanFunction(F);
  return Changed;
}

} // namespace

bool ccprof::cleanupModule(Module &M) {
  // Stacks mode's entry lookups first: their expansion is the optimizer's
  // last word on them (StackLookup.h).
  bool Expanded = ccprof::expandStackLookups(M);
  return CCProfCleanup(M).run() || Expanded;
}
