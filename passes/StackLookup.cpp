//===- StackLookup.cpp - stacks mode's entry lookup, emitted late ------------===//
//
// See StackLookup.h. The inline form (docs/pass.md, "Cost-centre stacks"):
//   @__ccprof_last.F: the node the last entry found in the cache; its
//       address is a constant, so its loads do not wait for `current`: a
//       function called from one context in a row pays two loads in
//       parallel and a compare;
//   @__ccprof_ctx.F[way]: CCPROF_CTX_WAYS slots, one chosen by Saved's
//       address, so a function called from a few contexts in turn (Lua's
//       index2value from the API functions) finds each in its own slot; a
//       hit becomes the last;
//   __ccprof_stack_push(Saved, Rec, &slot), which refills the slot.
// A node fits if node->parent == Saved; the entry then enters node->target:
// the node itself, or, if it is an alias, the node up the stack it stands
// for (Saved itself on self-recursion: GHC's rule). Saved may be null (a
// thread's first function: its roots have a null parent) or a flat-mode
// record, which no node has as its parent.
//
//===----------------------------------------------------------------------===//
#include "StackLookup.h"

#include "LLVMCompat.h"
#include "ccprof/CCProfData.h"

#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {

template <typename InstT> InstT *noSanitize(InstT *I) {
  I->setMetadata(LLVMContext::MD_nosanitize, MDNode::get(I->getContext(), {}));
  return I;
}

/// x86-64: the runtime's __ccprof_stack_push keeps the registers of LLVM's
/// preserve_most convention (rt/stacks.c), so a leaf's fast path needs no
/// frame for the slow path's call.
bool pushPreservesMost(const Module &M) {
  return ccprof::targetTriple(M).getArch() == Triple::x86_64;
}

FunctionCallee pushFn(Module &M) {
  auto *PtrTy = PointerType::getUnqual(M.getContext());
  FunctionCallee Push = M.getOrInsertFunction(CCPROF_PUSH_FN_NAME, PtrTy, PtrTy, PtrTy, PtrTy);
  if (auto *Fn = dyn_cast<Function>(Push.getCallee())) {
    Fn->addFnAttr(Attribute::NoUnwind);
    Fn->addFnAttr(Attribute::NoCallback);
    Fn->addFnAttr(Attribute::WillReturn);
    if (pushPreservesMost(M))
      Fn->setCallingConv(CallingConv::PreserveMost);
  }
  return Push;
}

/// \p Saved, a load of `current`, replaced by the value stored there
/// earlier in its block with no call between: the entry of a function
/// inlined right after its caller's entry or reset (only a call changes
/// `current`, and the sampler only reads it). The compare then waits on a
/// register instead of a load from the store just made.
Value *forwardStored(Value *Saved) {
  auto *L = dyn_cast<LoadInst>(Saved);
  if (!L)
    return Saved;
  for (Instruction *I = L->getPrevNode(); I; I = I->getPrevNode()) {
    if (auto *S = dyn_cast<StoreInst>(I); S && S->getPointerOperand() == L->getPointerOperand()) {
      L->replaceAllUsesWith(S->getValueOperand());
      Value *V = S->getValueOperand();
      L->eraseFromParent();
      return V;
    }
    if (isa<CallBase>(I) && !isa<DbgInfoIntrinsic>(I) && !I->isLifetimeStartOrEnd())
      return Saved;
  }
  return Saved;
}

/// The inline lookup, replacing \p Call (a call of __ccprof_stack_enter).
void expand(CallInst *Call) {
  Module &M = *Call->getModule();
  LLVMContext &Ctx = M.getContext();
  Function &F = *Call->getFunction();
  Value *Saved = forwardStored(Call->getArgOperand(0)), *Rec = Call->getArgOperand(1);
  Value *Cache = Call->getArgOperand(2), *LastVar = Call->getArgOperand(3);
  Type *PtrTy = PointerType::getUnqual(Ctx), *I64Ty = Type::getInt64Ty(Ctx);
  auto *CacheTy = ArrayType::get(PtrTy, CCPROF_CTX_WAYS);
  IRBuilder<> B(Call);
  auto Field = [&](Value *Node, unsigned Offset, const char *Name) {
    return noSanitize(B.CreateAlignedLoad(
        PtrTy, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Node, Offset), Align(8), Name));
  };
  auto LoadSlot = [&](Value *Slot, const char *Name) {
    LoadInst *L = noSanitize(B.CreateAlignedLoad(PtrTy, Slot, Align(8), Name));
    L->setAtomic(AtomicOrdering::Acquire); // a node is published filled in
    return L;
  };
  BasicBlock *Head = Call->getParent();
  BasicBlock *Done = Head->splitBasicBlock(Call->getIterator(), "ccprof.pushed");
  Head->getTerminator()->eraseFromParent();
  auto Block = [&](const char *Name) { return BasicBlock::Create(Ctx, Name, &F, Done); };
  BasicBlock *Cached = Block("ccprof.cached"), *Parent = Block("ccprof.parent"),
             *Remember = Block("ccprof.remember"), *Slow = Block("ccprof.push");
  MDNode *Unlikely = MDBuilder(Ctx).createBranchWeights(1, 1 << 10);

  B.SetInsertPoint(Head);
  Value *Last = LoadSlot(LastVar, "ccprof.last");
  Value *LastHit = B.CreateICmpEQ(Field(Last, CCPROF_NODE_PARENT_OFFSET, "ccprof.lastparent"),
                                  Saved);
  Value *LastTarget = Field(Last, CCPROF_NODE_TARGET_OFFSET, "ccprof.lasttarget");
  // Most entries hit (Lua: 75% with one last node per function; more with
  // one per site, below): the hit falls through into the function's code.
  B.CreateCondBr(LastHit, Done, Cached, MDBuilder(Ctx).createBranchWeights(8, 1));

  B.SetInsertPoint(Cached);
  Value *Way = B.CreateAnd(B.CreateLShr(B.CreatePtrToInt(Saved, I64Ty), CCPROF_CTX_SHIFT),
                           CCPROF_CTX_WAYS - 1, "ccprof.way");
  Value *Slot = B.CreateInBoundsGEP(CacheTy, Cache, {B.getInt64(0), Way}, "ccprof.slot");
  Value *InSlot = LoadSlot(Slot, "ccprof.inslot");
  B.CreateCondBr(B.CreateIsNull(InSlot), Slow, Parent, Unlikely);
  B.SetInsertPoint(Parent);
  Value *Hit = B.CreateICmpEQ(Field(InSlot, CCPROF_NODE_PARENT_OFFSET, "ccprof.parent"), Saved);
  Value *Target = Field(InSlot, CCPROF_NODE_TARGET_OFFSET, "ccprof.target");
  B.CreateCondBr(Hit, Remember, Slow);
  B.SetInsertPoint(Remember);
  noSanitize(B.CreateAlignedStore(InSlot, LastVar, Align(8)))
      ->setAtomic(AtomicOrdering::Monotonic);
  B.CreateBr(Done);
  B.SetInsertPoint(Slow);
  CallInst *Pushed = B.CreateCall(pushFn(M), {Saved, Rec, Slot}, "ccprof.pushed");
  if (pushPreservesMost(M))
    Pushed->setCallingConv(CallingConv::PreserveMost);
  Pushed->setDebugLoc(Call->getDebugLoc());
  B.CreateBr(Done);

  B.SetInsertPoint(Done, Done->begin());
  PHINode *Node = B.CreatePHI(PtrTy, 3);
  Node->takeName(Call);
  Node->addIncoming(LastTarget, Head);
  Node->addIncoming(Target, Remember);
  Node->addIncoming(Pushed, Slow);
  Call->replaceAllUsesWith(Node);
  Call->eraseFromParent();
}

} // namespace

Value *ccprof::emitStackEnterCall(IRBuilder<> &B, Value *Saved, Value *Rec, GlobalVariable *Cache,
                                  GlobalVariable *Last) {
  Module &M = *B.GetInsertBlock()->getModule();
  auto *PtrTy = PointerType::getUnqual(M.getContext());
  FunctionCallee Enter =
      M.getOrInsertFunction(CCPROF_ENTER_FN_NAME, PtrTy, PtrTy, PtrTy, PtrTy, PtrTy);
  if (auto *Fn = dyn_cast<Function>(Enter.getCallee())) {
    Fn->addFnAttr(Attribute::NoUnwind);
    Fn->addFnAttr(Attribute::NoCallback);
    Fn->addFnAttr(Attribute::WillReturn);
  }
  return B.CreateCall(Enter, {Saved, Rec, Cache, Last}, "ccprof.node");
}

/// A function's entry inlined into its callers is one lookup per site:
/// each gets a last node of its own (`@__ccprof_last.F.site`), which
/// follows the context of the function it sits in. One shared last node
/// would be taken in turn by every caller: Lua's index2value, inlined
/// into lua_pushvalue, lua_type, lua_settop, ..., missed it on 37% of its
/// entries in lua_pushvalue and called the runtime 45,000 times from there
/// (`bench.lua 1`; 23,000 per site). The function's cache of
/// CCPROF_CTX_WAYS nodes stays shared.
static void giveSitesTheirLastNodes(ArrayRef<CallInst *> Calls) {
  DenseMap<Value *, unsigned> Sites;
  for (CallInst *CI : Calls)
    ++Sites[CI->getArgOperand(3)];
  for (CallInst *CI : Calls) {
    auto *Last = dyn_cast<GlobalVariable>(CI->getArgOperand(3));
    if (!Last || Sites[Last] < 2 || !Last->hasLocalLinkage() || !Last->hasInitializer())
      continue;
    auto *Own = new GlobalVariable(*CI->getModule(), Last->getValueType(), false,
                                   GlobalValue::InternalLinkage, Last->getInitializer(),
                                   Last->getName() + ".site");
    Own->setAlignment(Last->getAlign());
    CI->setArgOperand(3, Own);
  }
  for (auto &[Last, N] : Sites)
    if (auto *G = dyn_cast<GlobalVariable>(Last); G && G->use_empty() && G->hasLocalLinkage())
      G->eraseFromParent();
}

bool ccprof::expandStackLookups(Module &M) {
  Function *Enter = M.getFunction(CCPROF_ENTER_FN_NAME);
  if (!Enter)
    return false;
  SmallVector<CallInst *, 64> Calls;
  for (User *U : Enter->users())
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledOperand() == Enter)
      Calls.push_back(CI);
  giveSitesTheirLastNodes(Calls);
  for (CallInst *CI : Calls)
    expand(CI);
  if (Enter->use_empty())
    Enter->eraseFromParent();
  return !Calls.empty();
}
