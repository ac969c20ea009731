//===- CarryCount.cpp - recursion clones count in a register ---------------===//
//
// A self-recursive function's self-calls enter its recursion clone
// (RecursionClone.h), which counts each call with an increment of the record
// in memory. On fib-like code that increment is the program's critical path:
// each call's load of the count waits for the previous call's store
// (store-to-load forwarding), 2x the run time of the plain build on the AMD
// EPYC VMs we measure on (issue 15). This pass, run once the optimizer has
// finished (OptimizerLast, after tail-recursion elimination has turned one of
// fib's calls into a loop), carries the count in a register instead:
//
//   define internal {T, i64} @f.ccprof.rec(<f's parameters>, i64 %ccprof.acc)
//
// %ccprof.acc is the number of calls of f that no one has added to the record
// yet. The clone's count updates add to it; each of its self-calls passes it
// in and takes the new total from the call's second result; its `ret`s return
// it. Before every other call (the callee may exit, throw, longjmp or write a
// profile) and before a `resume`, the clone adds the pending count to the
// record (a flush) and carries on from zero; a call of the clone from any
// other function passes zero and adds what comes back. So nothing is pending
// whenever control leaves the recursion other than by a normal return: counts
// stay exact through exceptions and longjmp. Only a signal that writes the
// profile in the middle of a recursion sees the pending calls missing.
//
// Left in memory: clones whose count is not in the forms the instrumenter
// writes (a load-add-store or an atomicrmw add of the record; per-thread
// counters, -ccprof-counters=thread, go through a pointer), clones that call
// setjmp (a local's value after longjmp is undefined), that end in a tail
// call of another function (returning the count beside its result would stop
// the call being a jump), that make a musttail call, use funclet EH, or whose
// address is taken; and clones that call another function on every call
// (binarytrees' malloc in make(), free in destroy()): each call flushes the
// count to memory anyway, so carrying it would only add instructions. `current` is not touched: the sampler's attribution is
// that of the clone in memory.
//
// Measured effect: docs/performance.md; -ccprof-carry-count=false turns it off.
//
//===----------------------------------------------------------------------===//
#include "CarryCount.h"
#include "ccprof/CCProfData.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;

static cl::opt<bool> ClCarryCount(
    "ccprof-carry-count",
    cl::desc("After optimization, let recursion clones carry their call count "
             "in a register, added to the record before other calls and by "
             "their callers, instead of incrementing it in memory on every call"),
    cl::init(true));

namespace {

/// One count update the instrumenter wrote (and the optimizer kept):
/// `store (add (load Rec), Amount), Rec` or `atomicrmw add Rec, Amount`.
struct Update {
  Instruction *Write;
  LoadInst *Read; // null for atomicrmw
  Instruction *Add; // null for atomicrmw
  Value *Amount;
};

class CountCarrier {
public:
  /// \p Rec: where the clone counts, the record, or in stacks mode (\p
  /// Current: the `current` variable) its load of `current` at entry.
  CountCarrier(Function &Clone, Value &Rec, GlobalVariable *Current)
      : Clone(Clone), Rec(Rec), Current(Current), Ctx(Clone.getContext()),
        I64(Type::getInt64Ty(Ctx)) {}
  bool run();

private:
  bool collectUpdates();
  bool matchUpdate(Instruction &I);
  bool canCarry() const;
  bool flushesEveryCall() const;
  Function *retype();
  void rewriteBody(Function &NF, AllocaInst &Slot);
  Value *callCarrying(CallBase &CB, Function &NF, Value *Pending, IRBuilder<> &After);
  void emitAdd(IRBuilder<> &B, Value *Amount, Value &Counter);
  void flush(IRBuilder<> &B, AllocaInst &Slot);

  Function &Clone;
  Value &Rec;
  GlobalVariable *Current;
  LLVMContext &Ctx;
  Type *I64;
  SmallVector<Update, 4> Updates;
  bool Atomic = false;
  MDNode *NoSanitize = nullptr;
};

/// Whether \p V uses the record (as an operand, or inside a constant
/// expression such as a GEP to another field).
static bool usesRecord(const Value *V, const Value &Rec) {
  if (V == &Rec)
    return true;
  if (auto *CE = dyn_cast<ConstantExpr>(V))
    for (const Value *Op : CE->operands())
      if (usesRecord(Op, Rec))
        return true;
  return false;
}

/// Records \p I, which uses the record, if it is the write of a count update.
/// Reads are taken with their write.
bool CountCarrier::matchUpdate(Instruction &I) {
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    if (RMW->getOperation() != AtomicRMWInst::Add || RMW->getPointerOperand() != &Rec ||
        !RMW->use_empty() || RMW->isVolatile() || usesRecord(RMW->getValOperand(), Rec))
      return false;
    Updates.push_back({RMW, nullptr, nullptr, RMW->getValOperand()});
    NoSanitize = RMW->getMetadata(LLVMContext::MD_nosanitize);
    Atomic = true;
    return true;
  }
  auto *S = dyn_cast<StoreInst>(&I);
  // `current` = the record (the reset after a call): the address, not the count.
  if (S && S->getValueOperand() == &Rec && !usesRecord(S->getPointerOperand(), Rec))
    return true;
  if (!S || !S->isSimple() || S->getPointerOperand() != &Rec)
    return isa<LoadInst>(I); // a read: checked with its write
  auto *Add = dyn_cast<BinaryOperator>(S->getValueOperand());
  if (!Add || Add->getOpcode() != Instruction::Add || !Add->hasOneUse())
    return false;
  auto *L = dyn_cast<LoadInst>(Add->getOperand(0));
  Value *Amount = Add->getOperand(1);
  if (!L || L->getPointerOperand() != &Rec) {
    L = dyn_cast<LoadInst>(Add->getOperand(1));
    Amount = Add->getOperand(0);
  }
  if (!L || !L->isSimple() || L->getPointerOperand() != &Rec || !L->hasOneUse() ||
      L->getParent() != S->getParent() || usesRecord(Amount, Rec))
    return false;
  // Nothing between the read and the write may change the count.
  for (Instruction *J = L->getNextNode(); J != S; J = J->getNextNode())
    if (!J || J->mayWriteToMemory())
      return false;
  Updates.push_back({S, L, Add, Amount});
  NoSanitize = S->getMetadata(LLVMContext::MD_nosanitize);
  return true;
}

/// Finds the clone's count updates; false if the record is used in any
/// other way, or updated both ways.
bool CountCarrier::collectUpdates() {
  SmallPtrSet<Instruction *, 8> Reads;
  for (BasicBlock &BB : Clone)
    for (Instruction &I : BB) {
      bool Uses = false;
      for (const Value *Op : I.operands())
        Uses |= usesRecord(Op, Rec);
      if (!Uses)
        continue;
      if (!matchUpdate(I))
        return false;
      if (isa<LoadInst>(I))
        Reads.insert(&I);
    }
  for (const Update &U : Updates)
    Reads.erase(U.Read);
  bool Plain = llvm::any_of(Updates, [](const Update &U) { return U.Read; });
  return !Updates.empty() && Reads.empty() && !(Plain && Atomic);
}

/// A call that may leave the recursion, or read the counts, before it
/// returns: anything but intrinsics (other than statepoints and patchpoints,
/// which call an arbitrary target), inline asm and the runtime's functions.
static bool isForeignCall(const CallBase &CB, const Function &Self) {
  if (CB.isInlineAsm())
    return false;
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return true;
  if (Callee == &Self || Callee->getName().starts_with(CCPROF_RT_PREFIX))
    return false;
  switch (Callee->getIntrinsicID()) {
  case Intrinsic::not_intrinsic:
  case Intrinsic::experimental_gc_statepoint:
  case Intrinsic::experimental_patchpoint_void:
  case Intrinsic::experimental_patchpoint:
    return true;
  default:
    return false;
  }
}

/// The foreign call right before \p Term (debug intrinsics aside), if any.
static const CallBase *callBefore(const Instruction &Term, const Function &Self) {
  const Instruction *Prev = Term.getPrevNode();
  while (Prev && isa<DbgInfoIntrinsic>(Prev))
    Prev = Prev->getPrevNode();
  auto *CB = dyn_cast_or_null<CallBase>(Prev);
  return CB && isForeignCall(*CB, Self) ? CB : nullptr;
}

/// Whether \p Ret returns what a foreign call returns (or, void, nothing)
/// right after it: directly, or through a block of phis and the `ret` that
/// the code generator duplicates into its predecessors (CodeGenPrepare).
/// The call is then a jump, unless the count has to be returned beside it.
static bool returnsCall(const ReturnInst &Ret, const Function &Self) {
  const Value *RV = Ret.getReturnValue();
  if (const CallBase *CB = callBefore(Ret, Self))
    if (!RV || RV == CB)
      return true;
  const BasicBlock &BB = *Ret.getParent();
  if (&*BB.getFirstNonPHIIt() != &Ret)
    return false;
  auto *Phi = dyn_cast_or_null<PHINode>(RV);
  if (RV && (!Phi || Phi->getParent() != &BB))
    return false;
  for (const BasicBlock *Pred : predecessors(&BB)) {
    auto *Br = dyn_cast<BranchInst>(Pred->getTerminator());
    if (!Br || Br->isConditional())
      continue;
    if (const CallBase *CB = callBefore(*Br, Self))
      if (!Phi || Phi->getIncomingValueForBlock(Pred) == CB)
        return true;
  }
  return false;
}

/// Whether every call of the clone that returns makes a foreign call on the
/// way: a block that post-dominates the entry has one.
bool CountCarrier::flushesEveryCall() const {
  PostDominatorTree PDT(Clone);
  const BasicBlock &Entry = Clone.getEntryBlock();
  for (const BasicBlock &BB : Clone)
    if (PDT.dominates(&BB, &Entry))
      for (const Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I); CB && isForeignCall(*CB, Clone))
          return true;
  return false;
}

bool CountCarrier::canCarry() const {
  Type *Ret = Clone.getReturnType();
  if (!Ret->isVoidTy() && !StructType::isValidElementType(Ret))
    return false;
  for (const Use &U : Clone.uses()) {
    auto *CB = dyn_cast<CallBase>(U.getUser());
    if (!CB || !CB->isCallee(&U) || CB->getFunctionType() != Clone.getFunctionType() ||
        isa<CallBrInst>(CB))
      return false;
  }
  for (const BasicBlock &BB : Clone) {
    if (BB.isEHPad() && !BB.isLandingPad())
      return false;
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      if (returnsCall(*R, Clone))
        return false;
    for (const Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (CB->hasFnAttr(Attribute::ReturnsTwice) || isa<CallBrInst>(CB) ||
            (isa<CallInst>(CB) && cast<CallInst>(CB)->isMustTailCall()))
          return false;
  }
  return true;
}

/// A function like the clone that also takes and returns the pending count;
/// the clone's body, name, attributes and metadata move to it.
Function *CountCarrier::retype() {
  FunctionType *FT = Clone.getFunctionType();
  SmallVector<Type *, 8> Params(FT->params());
  Params.push_back(I64);
  Type *Ret = FT->getReturnType()->isVoidTy()
                  ? I64
                  : StructType::get(Ctx, {FT->getReturnType(), I64});
  Function *NF = Function::Create(FunctionType::get(Ret, Params, false), Clone.getLinkage(),
                                  Clone.getAddressSpace(), "");
  Clone.getParent()->getFunctionList().insert(Clone.getIterator(), NF);
  NF->copyAttributesFrom(&Clone);
  // zeroext, noundef, nonnull, range, ... describe the clone's result, not
  // the pair.
  NF->setAttributes(
      NF->getAttributes().removeAttributesAtIndex(Ctx, AttributeList::ReturnIndex));
  NF->takeName(&Clone);
  SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
  Clone.getAllMetadata(MDs);
  Clone.clearMetadata();
  for (auto &[Kind, MD] : MDs)
    NF->setMetadata(Kind, MD);
  NF->splice(NF->begin(), &Clone);
  for (auto [Old, New] : zip_first(Clone.args(), NF->args())) {
    New.takeName(&Old);
    Old.replaceAllUsesWith(&New);
  }
  NF->getArg(NF->arg_size() - 1)->setName("ccprof.acc");
  return NF;
}

void CountCarrier::emitAdd(IRBuilder<> &B, Value *Amount, Value &Counter) {
  if (Atomic) {
    B.CreateAtomicRMW(AtomicRMWInst::Add, &Counter, Amount, MaybeAlign(8),
                      AtomicOrdering::Monotonic)
        ->setMetadata(LLVMContext::MD_nosanitize, NoSanitize);
    return;
  }
  LoadInst *Old = B.CreateAlignedLoad(I64, &Counter, Align(8), "ccprof.calls");
  Old->setMetadata(LLVMContext::MD_nosanitize, NoSanitize);
  B.CreateAlignedStore(B.CreateAdd(Old, Amount), &Counter, Align(8))
      ->setMetadata(LLVMContext::MD_nosanitize, NoSanitize);
}

void CountCarrier::flush(IRBuilder<> &B, AllocaInst &Slot) {
  emitAdd(B, B.CreateLoad(I64, &Slot, "ccprof.acc"), Rec);
  B.CreateStore(ConstantInt::get(I64, 0), &Slot);
}

/// Replaces \p CB, a call of the old clone, with a call of \p NF passing
/// \p Pending; returns the count that \p NF returns, with \p After placed
/// where it is available (after the call, or at the start of an invoke's
/// normal destination).
Value *CountCarrier::callCarrying(CallBase &CB, Function &NF, Value *Pending,
                                  IRBuilder<> &After) {
  BasicBlock::iterator Next;
  if (auto *II = dyn_cast<InvokeInst>(&CB)) {
    BasicBlock *Normal = II->getNormalDest();
    if (!Normal->getSinglePredecessor())
      Normal = SplitEdge(II->getParent(), Normal);
    Next = Normal->getFirstInsertionPt();
  } else {
    Next = std::next(CB.getIterator());
  }
  IRBuilder<> B(&CB);
  SmallVector<Value *, 8> Args(CB.args());
  Args.push_back(Pending);
  SmallVector<OperandBundleDef, 1> Bundles;
  CB.getOperandBundlesAsDefs(Bundles);
  CallBase *New;
  if (auto *II = dyn_cast<InvokeInst>(&CB)) {
    New = B.CreateInvoke(&NF, II->getNormalDest(), II->getUnwindDest(), Args, Bundles);
  } else {
    CallInst *CI = B.CreateCall(&NF, Args, Bundles);
    CI->setTailCallKind(cast<CallInst>(CB).getTailCallKind());
    New = CI;
  }
  New->setCallingConv(CB.getCallingConv());
  New->setAttributes(
      CB.getAttributes().removeAttributesAtIndex(Ctx, AttributeList::ReturnIndex));
  New->setDebugLoc(CB.getDebugLoc());
  if (CB.hasName())
    New->setName(CB.getName() + ".ccprof.pair");

  After.SetInsertPoint(Next->getParent(), Next);
  After.SetCurrentDebugLocation(CB.getDebugLoc());
  if (CB.getType()->isVoidTy()) {
    CB.eraseFromParent();
    return New;
  }
  Value *Result = After.CreateExtractValue(New, 0);
  Value *Count = After.CreateExtractValue(New, 1, "ccprof.acc.out");
  Result->takeName(&CB);
  CB.replaceAllUsesWith(Result);
  CB.eraseFromParent();
  return Count;
}

/// In the new clone: count updates go to the pending count in \p Slot, which
/// self-calls carry, other calls and `resume` flush, and `ret` returns.
void CountCarrier::rewriteBody(Function &NF, AllocaInst &Slot) {
  for (const Update &U : Updates) {
    IRBuilder<> B(U.Write);
    B.CreateStore(B.CreateAdd(B.CreateLoad(I64, &Slot), U.Amount), &Slot);
    U.Write->eraseFromParent();
    if (U.Add)
      U.Add->eraseFromParent();
    if (U.Read)
      U.Read->eraseFromParent();
  }
  SmallVector<CallBase *, 8> SelfCalls;
  SmallVector<Instruction *, 8> Flushes;
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : NF) {
    for (Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        if (CB->getCalledOperand() == &Clone)
          SelfCalls.push_back(CB);
        else if (isForeignCall(*CB, NF))
          Flushes.push_back(CB);
      }
    Instruction *Term = BB.getTerminator();
    if (auto *R = dyn_cast<ReturnInst>(Term))
      Returns.push_back(R);
    else if (isa<ResumeInst>(Term) ||
             (isa<CleanupReturnInst>(Term) && cast<CleanupReturnInst>(Term)->unwindsToCaller()))
      Flushes.push_back(Term);
  }
  for (Instruction *I : Flushes) {
    IRBuilder<> B(I);
    flush(B, Slot);
  }
  for (CallBase *CB : SelfCalls) {
    IRBuilder<> B(CB);
    Value *Pending = B.CreateLoad(I64, &Slot, "ccprof.acc.in");
    // Zero while the callee runs: if it throws to a handler here, it has
    // already flushed what was pending.
    B.CreateStore(ConstantInt::get(I64, 0), &Slot);
    IRBuilder<> After(Ctx);
    After.CreateStore(callCarrying(*CB, NF, Pending, After), &Slot);
  }
  for (ReturnInst *R : Returns) {
    IRBuilder<> B(R);
    Value *Count = B.CreateLoad(I64, &Slot, "ccprof.acc.ret");
    Value *Result = Count;
    if (Value *V = R->getReturnValue())
      Result = B.CreateInsertValue(
          B.CreateInsertValue(PoisonValue::get(NF.getReturnType()), V, 0), Count, 1);
    B.CreateRet(Result);
    R->eraseFromParent();
  }
}

bool CountCarrier::run() {
  if (!canCarry() || flushesEveryCall() || !collectUpdates())
    return false;
  Function *NF = retype();
  BasicBlock &Entry = NF->getEntryBlock();
  IRBuilder<> B(&Entry, Entry.begin());
  AllocaInst *Slot = B.CreateAlloca(I64, nullptr, "ccprof.acc.slot");
  B.CreateStore(NF->getArg(NF->arg_size() - 1), Slot);
  rewriteBody(*NF, *Slot);
  // Calls from elsewhere (the original, and functions it was inlined into)
  // start from zero and add what comes back.
  SmallVector<CallBase *, 8> Outside;
  for (User *U : make_early_inc_range(Clone.users()))
    Outside.push_back(cast<CallBase>(U));
  for (CallBase *CB : Outside) {
    // Stacks mode: the node the clone counts at is `current` at the call.
    Value *Counter = &Rec;
    if (Current) {
      LoadInst *Node = IRBuilder<>(CB).CreateAlignedLoad(PointerType::get(Ctx, 0), Current,
                                                          Align(8), "ccprof.node");
      Node->setAtomic(AtomicOrdering::Monotonic);
      Node->setMetadata(LLVMContext::MD_nosanitize, NoSanitize);
      Counter = Node;
    }
    IRBuilder<> After(Ctx);
    Value *Count = callCarrying(*CB, *NF, ConstantInt::get(I64, 0), After);
    emitAdd(After, Count, *Counter);
  }
  Clone.eraseFromParent();
  DominatorTree DT(*NF);
  PromoteMemToReg({Slot}, DT);
  return true;
}

/// Stacks mode: the clone's load of `current` in its entry block, the node
/// it counts at (null if the optimizer left none).
static LoadInst *entryLoadOf(Function &F, GlobalVariable &Current) {
  for (Instruction &I : F.getEntryBlock())
    if (auto *L = dyn_cast<LoadInst>(&I))
      if (L->getPointerOperand()->stripPointerCasts() == &Current)
        return L;
  return nullptr;
}

} // namespace

bool ccprof::carryCounts(Module &M) {
  if (!ClCarryCount || !M.getModuleFlag(CCPROF_MODULE_FLAG))
    return false;
  GlobalVariable *Current = M.getNamedGlobal(CCPROF_CURRENT_NAME);
  SmallVector<std::pair<Function *, Value *>, 8> Clones;
  for (Function &F : M) {
    MDNode *MD = F.getMetadata(CCPROF_REC_CLONE_MD);
    if (F.isDeclaration() || !MD)
      continue;
    bool Stacks = MD->getNumOperands() == 2;
    if (Stacks) {
      auto *Mode = dyn_cast<MDString>(MD->getOperand(1));
      if (!Mode || Mode->getString() != CCPROF_REC_CLONE_STACKS || !Current)
        continue;
      if (LoadInst *AtEntry = entryLoadOf(F, *Current))
        Clones.emplace_back(&F, AtEntry);
      continue;
    }
    if (MD->getNumOperands() != 1)
      continue;
    if (auto *VM = dyn_cast_or_null<ValueAsMetadata>(MD->getOperand(0)))
      if (auto *Rec = dyn_cast<GlobalVariable>(VM->getValue()))
        Clones.emplace_back(&F, Rec);
  }
  bool Changed = false;
  for (auto [F, Counter] : Clones)
    Changed |= CountCarrier(*F, *Counter, isa<LoadInst>(Counter) ? Current : nullptr).run();
  return Changed;
}
