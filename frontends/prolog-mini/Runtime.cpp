//===- Runtime.cpp - prolog-mini: the IR side of the runtime --------------===//
#include "Runtime.h"
#include "runtime/pl_control.h"
#include "runtime/pl_term.h"

#include "ccprof/CCProfData.h"
#include "ccprof/CCProfPorts.h"

#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace pl {

Runtime::Runtime(Module &M)
    : M(M), Ctx(M.getContext()), B(M.getContext()), I64(Type::getInt64Ty(Ctx)),
      I32(Type::getInt32Ty(Ctx)), Ptr(PointerType::getUnqual(Ctx)) {}

FunctionCallee Runtime::c(const char *Name, Type *Ret, ArrayRef<Type *> Params) {
  FunctionCallee F = M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
  // The runtime never calls back into Prolog code: the ccprof pass need not
  // make the caller's record current again after these calls.
  cast<Function>(F.getCallee())->addFnAttr(Attribute::NoCallback);
  cast<Function>(F.getCallee())->addFnAttr(Attribute::NoUnwind);
  return F;
}

FunctionCallee Runtime::builtin(const char *Fn, unsigned Arity) {
  return c(Fn, I32, std::vector<Type *>(Arity, I64));
}

Function *Runtime::glue(const char *Name, ArrayRef<Type *> Params) {
  Function *F = Function::Create(FunctionType::get(I32, Params, false),
                                 GlobalValue::InternalLinkage, Name, M);
  F->setCallingConv(CallingConv::Tail);
  F->addFnAttr(CCPROF_NOPROFILE_ATTR);
  return F;
}

void Runtime::declare(bool Profile, bool Stacks) {
  if (Stacks) // the pass's own declaration (CCProfInstrumenter.cpp)
    Current = new GlobalVariable(M, Ptr, false, GlobalValue::ExternalLinkage, nullptr,
                                 CCPROF_CURRENT_NAME, nullptr, GlobalValue::InitialExecTLSModel);
  auto Reg = [&](const char *Name, Type *Ty) {
    auto *G = new GlobalVariable(M, Ty, false, GlobalValue::ExternalLinkage, nullptr, Name);
    return G;
  };
  RegB = Reg("pl_B", Ptr);
  RegB0 = Reg("pl_B0", Ptr);
  RegPTR = Reg("pl_PTR", Ptr);
  PortLimit = Reg("pl_port_limit", Ptr);
  CounterFree = Reg("pl_counter_free", Ptr);
  FreeLists = Reg("pl_freelists", ArrayType::get(Ptr, PL_FREELISTS));
  std::vector<Type *> Fields;
#define CCPROF_PORTS_FIELD(CType, Kind, Name) Fields.push_back(#Kind[0] == 'P' ? (Type *)Ptr : I64);
  CCPROF_PORTS_FIELDS
#undef CCPROF_PORTS_FIELD
  PortsTy = StructType::create(Ctx, Fields, "struct.__ccprof_ports");
  Type *Void = Type::getVoidTy(Ctx);
  NewVar = c("pl_new_var", I64, {});
  Alloc = c("pl_alloc", Ptr, {I64});
  Bind = c("pl_bind", Void, {I64, I64});
  Unify = c("pl_unify", I32, {I64, I64});
  UndoTo = c("pl_undo_to", Void, {Ptr}); // (struct pl_cp *)
  MakeFloat = c("pl_make_float", I64, {Type::getDoubleTy(Ctx)});
  MakeString = c("pl_make_string", I64, {Ptr, I64});
  PushCp = c("pl_push_cp", Ptr, {Ptr, I64});
  ThrowCopy = c("pl_throw_copy", Void, {I64});
  Halt = c("pl_halt", Void, {I64});
  cast<Function>(Halt.getCallee())->addFnAttr(Attribute::NoReturn);
  PortPush = c("pl_port_push", Void, {I64});
  CounterRefill = c("pl_counter_refill", Ptr, {});
  PortCut = c("pl_port_cut", Void, {Ptr});
  ExitCounterFn = c("pl_exit_counter", Ptr, {Ptr, Ptr, Ptr, Ptr});
  ExitCounted = c("pl_exit_counted", I32, {Ptr, Ptr, Ptr, Ptr});
  (void)Profile;

  Fail = glue("pl.fail", {});
  Throw = glue("pl.throw", {});
  Succeed = glue("pl.succeed", {Ptr});
  Bottom = glue("pl.bottom", {Ptr});
  FindallCollect = glue("pl.findall.collect", {Ptr});
  FindallDone = glue("pl.findall.done", {Ptr});
  CatchRetry = glue("pl.catch.retry", {Ptr});
  CatchExit = glue("pl.catch.exit", {Ptr});
  PortExit = glue("pl.port.exit", {Ptr});
  CallPred = glue("pl.call_pred", {I64, Ptr, Ptr});
  DynCall = glue("pl.dyn_call", {I64, Ptr, Ptr});
  DynRetry = glue("pl.dyn.retry", {Ptr});
  DynNext = glue("pl.dyn.next", {Ptr});
  Deref = Function::Create(FunctionType::get(I64, {I64}, false), GlobalValue::InternalLinkage,
                           "pl.deref", M);
  Deref->addFnAttr(Attribute::AlwaysInline);
  Deref->addFnAttr(CCPROF_NOPROFILE_ATTR);
  Deref->addFnAttr(Attribute::NoCallback); // the pass adds no reset after it
  MetaTy = StructType::get(Ctx, {I64, Ptr});
}

void Runtime::begin(Function *F) { B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", F)); }

Value *Runtime::word(Value *Base, unsigned I) { return B.CreateConstInBoundsGEP1_64(I64, Base, I); }

Value *Runtime::loadPtr(Value *Base, unsigned I) { return B.CreateLoad(Ptr, word(Base, I)); }

void Runtime::tailCall(FunctionCallee Fn, ArrayRef<Value *> Args) {
  CallInst *C = B.CreateCall(Fn, Args);
  C->setCallingConv(CallingConv::Tail);
  C->setTailCallKind(CallInst::TCK_Tail);
  B.CreateRet(C);
}

void Runtime::tailCallK(Value *Kc, Value *Ke) {
  tailCall(FunctionCallee(FunctionType::get(I32, {Ptr}, false), Kc), {Ke});
}

void Runtime::defineDeref() {
  // while (tag(t) == REF && *t != t) t = *t
  begin(Deref);
  BasicBlock *Entry = B.GetInsertBlock();
  BasicBlock *Loop = BasicBlock::Create(Ctx, "loop", Deref);
  BasicBlock *Ref = BasicBlock::Create(Ctx, "ref", Deref);
  BasicBlock *Done = BasicBlock::Create(Ctx, "done", Deref);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *T = B.CreatePHI(I64, 2);
  T->addIncoming(&*Deref->arg_begin(), Entry);
  B.CreateCondBr(B.CreateICmpEQ(B.CreateAnd(T, PL_TAG_MASK), B.getInt64(PL_TAG_REF)), Ref, Done);
  B.SetInsertPoint(Ref);
  Value *V = B.CreateLoad(I64, B.CreateIntToPtr(T, Ptr));
  T->addIncoming(V, Ref);
  B.CreateCondBr(B.CreateICmpEQ(V, T), Done, Loop);
  B.SetInsertPoint(Done);
  B.CreateRet(T);
}

void Runtime::saveNode(IRBuilder<> &IB, Value *Base, unsigned Word) {
  if (!Current)
    return;
  LoadInst *Node = IB.CreateAlignedLoad(Ptr, Current, Align(8), "node");
  Node->setAtomic(AtomicOrdering::Monotonic);
  IB.CreateStore(Node, IB.CreateConstInBoundsGEP1_64(I64, Base, Word));
}

void Runtime::restoreNode(IRBuilder<> &IB, Value *Base, unsigned Word) {
  if (!Current)
    return;
  Value *Node = IB.CreateLoad(Ptr, IB.CreateConstInBoundsGEP1_64(I64, Base, Word), "node");
  // As the pass stores it: the sampler may read `current` at any moment.
  IB.CreateAlignedStore(Node, Current, Align(8))->setAtomic(AtomicOrdering::Monotonic);
  IB.CreateFence(AtomicOrdering::SequentiallyConsistent, SyncScope::SingleThread);
}

void Runtime::defineFailAndThrow(Function *Call1) {
  // pl.fail(): undo the trail to the newest choice point, then jump to its
  // retry code. The undoing is done here, before the retry code makes its
  // predicate current (or, in stacks mode, before the choice point's
  // context is restored), so that the sampler charges the work of
  // backtracking to the code that failed, whose box the walk closes when
  // it reaches its call marker (runtime/pl_ports.h) - not to the predicate
  // redone, whose box opens only at the walk's end.
  begin(Fail);
  Value *Cp = B.CreateLoad(Ptr, RegB);
  B.CreateCall(UndoTo, {Cp});
  restoreNode(B, Cp, CpNode);
  tailCall(FunctionCallee(FunctionType::get(I32, {Ptr}, false), loadPtr(Cp, CpRetry)), {Cp});
  // pl.throw(): pl_ball is set; the catch/3 frame whose catcher unifies with
  // it (runtime/run.c) runs its recovery goal, else the run ends.
  begin(Throw);
  FunctionCallee Find = c("pl_find_catch", Ptr, {});
  Value *Frame = B.CreateCall(Find, {});
  BasicBlock *Caught = BasicBlock::Create(Ctx, "caught", Throw);
  BasicBlock *Uncaught = BasicBlock::Create(Ctx, "uncaught", Throw);
  B.CreateCondBr(B.CreateIsNull(Frame), Uncaught, Caught);
  B.SetInsertPoint(Uncaught);
  B.CreateRet(B.getInt32(PL_STATUS_EXCEPTION));
  B.SetInsertPoint(Caught);
  Value *Recovery = B.CreateLoad(I64, word(Frame, CpArgs + 1));
  restoreNode(B, Frame, CpNode); // catch/3's caller's context
  tailCall(Call1, {Recovery, loadPtr(Frame, CpKcode), loadPtr(Frame, CpKenv)});
  begin(Succeed);
  B.CreateRet(B.getInt32(PL_STATUS_SUCCEEDED));
  begin(Bottom);
  B.CreateRet(B.getInt32(PL_STATUS_FAILED));
}

void Runtime::defineFindall() {
  // The goal's continuation: copy the template, then look for more.
  begin(FindallCollect);
  B.CreateCall(c("pl_findall_add", Type::getVoidTy(Ctx), {Ptr}), {&*FindallCollect->arg_begin()});
  tailCall(Fail, {});
  // The frame's retry: no more solutions; unify the list, go on.
  begin(FindallDone);
  Value *Cp = &*FindallDone->arg_begin(); // pl.fail undid the trail
  Value *List = B.CreateCall(c("pl_findall_result", I64, {Ptr}), {Cp});
  Value *L = B.CreateLoad(I64, word(Cp, CpArgs + 1));
  Value *Kc = loadPtr(Cp, CpKcode), *Ke = loadPtr(Cp, CpKenv);
  B.CreateStore(loadPtr(Cp, CpPrev), RegB);
  Value *Ok = B.CreateCall(Unify, {L, List});
  BasicBlock *Go = BasicBlock::Create(Ctx, "go", FindallDone);
  BasicBlock *No = BasicBlock::Create(Ctx, "no", FindallDone);
  B.CreateCondBr(B.CreateICmpEQ(Ok, B.getInt32(PL_TRUE)), Go, No);
  B.SetInsertPoint(No);
  tailCall(Fail, {});
  B.SetInsertPoint(Go);
  tailCallK(Kc, Ke);
}

void Runtime::defineCatch() {
  // Backtracking into a catch/3 frame: the goal has no more solutions.
  begin(CatchRetry);
  Value *Cp = &*CatchRetry->arg_begin(); // pl.fail undid the trail
  B.CreateStore(loadPtr(Cp, CpPrev), RegB);
  tailCall(Fail, {});
  // The goal's exit: a deterministic exit drops the frame, so that a throw
  // from what follows is not caught by it.
  begin(CatchExit);
  Value *W = &*CatchExit->arg_begin();
  Value *Frame = loadPtr(W, 2);
  BasicBlock *Pop = BasicBlock::Create(Ctx, "pop", CatchExit);
  BasicBlock *Go = BasicBlock::Create(Ctx, "go", CatchExit);
  B.CreateCondBr(B.CreateICmpEQ(B.CreateLoad(Ptr, RegB), Frame), Pop, Go);
  B.SetInsertPoint(Pop);
  B.CreateStore(loadPtr(Frame, CpPrev), RegB);
  B.CreateBr(Go);
  B.SetInsertPoint(Go);
  tailCallK(loadPtr(W, 0), loadPtr(W, 1));
  // The exits counted by an exit counter (exitCounter).
  begin(PortExit);
  W = &*PortExit->arg_begin();
  Value *CounterKc = loadPtr(W, PL_COUNTER_KCODE), *CounterKe = loadPtr(W, PL_COUNTER_KENV);
  emitCounterExit(B, W); // may release the counter to the pool
  tailCallK(CounterKc, CounterKe);
}

Value *Runtime::alloc(IRBuilder<> &IB, uint64_t Words) {
  uint64_t Granules = PL_GRANULES(Words);
  if (Granules >= PL_FREELISTS)
    return IB.CreateCall(Alloc, {IB.getInt64(Words)});
  Function *F = IB.GetInsertBlock()->getParent();
  Value *Slot = IB.CreateConstInBoundsGEP2_64(FreeLists->getValueType(), FreeLists, 0, Granules);
  Value *Head = IB.CreateLoad(Ptr, Slot);
  BasicBlock *Pop = BasicBlock::Create(Ctx, "alloc.pop", F);
  BasicBlock *Slow = BasicBlock::Create(Ctx, "alloc.slow", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "alloc.done", F);
  IB.CreateCondBr(IB.CreateIsNull(Head), Slow, Pop);
  IB.SetInsertPoint(Pop);
  IB.CreateStore(IB.CreateLoad(Ptr, Head), Slot);
  IB.CreateStore(ConstantPointerNull::get(Ptr), Head);
  IB.CreateBr(Done);
  IB.SetInsertPoint(Slow);
  Value *Fresh = IB.CreateCall(Alloc, {IB.getInt64(Words)});
  IB.CreateBr(Done);
  IB.SetInsertPoint(Done);
  PHINode *P = IB.CreatePHI(Ptr, 2);
  P->addIncoming(Head, Pop);
  P->addIncoming(Fresh, Slow);
  return P;
}

Value *Runtime::newVar(IRBuilder<> &IB) {
  Value *Cell = alloc(IB, 1);
  Value *Ref = IB.CreatePtrToInt(Cell, I64);
  IB.CreateStore(Ref, Cell);
  return Ref;
}

Value *Runtime::field(IRBuilder<> &IB, Value *Ports, unsigned Field) {
  return IB.CreateStructGEP(PortsTy, Ports, Field);
}

Value *Runtime::pushPort(IRBuilder<> &IB, ArrayRef<Value *> Words) {
  Function *F = IB.GetInsertBlock()->getParent();
  BasicBlock *Fast = BasicBlock::Create(Ctx, "trail.fast", F);
  BasicBlock *Slow = BasicBlock::Create(Ctx, "trail.slow", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "trail.done", F);
  Value *PTR = IB.CreateLoad(Ptr, RegPTR);
  Value *Last = IB.CreateConstInBoundsGEP1_64(I64, PTR, Words.size() - 1);
  Value *Full = IB.CreateICmpUGE(Last, IB.CreateLoad(Ptr, PortLimit));
  IB.CreateCondBr(Full, Slow, Fast);
  IB.SetInsertPoint(Fast);
  for (size_t I = 0; I < Words.size(); ++I)
    IB.CreateStore(Words[I], IB.CreateConstInBoundsGEP1_64(I64, PTR, I));
  IB.CreateStore(IB.CreateConstInBoundsGEP1_64(I64, PTR, Words.size()), RegPTR);
  IB.CreateBr(Done);
  IB.SetInsertPoint(Slow);
  for (Value *W : Words)
    IB.CreateCall(PortPush, {W}); // reports the exhausted port trail
  IB.CreateBr(Done);
  IB.SetInsertPoint(Done);
  return PTR;
}

void Runtime::emitPortCut(IRBuilder<> &IB, Value *ClauseTrail) {
  Function *F = IB.GetInsertBlock()->getParent();
  BasicBlock *Pop = BasicBlock::Create(Ctx, "cut.pop", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "cut.done", F);
  IB.CreateCondBr(IB.CreateICmpNE(IB.CreateLoad(Ptr, RegPTR), ClauseTrail), Pop, Done);
  IB.SetInsertPoint(Pop);
  IB.CreateCall(PortCut, {ClauseTrail});
  IB.CreateBr(Done);
  IB.SetInsertPoint(Done);
}

void Runtime::emitPortOpen(IRBuilder<> &IB, Value *Ports) {
  Value *Open = field(IB, Ports, CCPROF_PORTS_OPEN);
  IB.CreateStore(IB.CreateAdd(IB.CreateLoad(I64, Open), IB.getInt64(1)), Open);
}

/// Goes on in a new block only while a choice point exists (markers are
/// pushed only then: nothing could undo them otherwise), else to \p Done;
/// returns pl_B.
Value *Runtime::ifChoicePoint(IRBuilder<> &IB, BasicBlock *Done) {
  BasicBlock *Some = BasicBlock::Create(Ctx, "cps", Done->getParent());
  Value *BNow = IB.CreateLoad(Ptr, RegB);
  IB.CreateCondBr(IB.CreateICmpNE(BNow, IB.CreateLoad(Ptr, RegB0)), Some, Done);
  IB.SetInsertPoint(Some);
  return BNow;
}

void Runtime::emitPortCall(IRBuilder<> &IB, Value *Ports, Value *Kc, Value *Ke) {
  Function *F = IB.GetInsertBlock()->getParent();
  emitPortOpen(IB, Ports);
  BasicBlock *Check = BasicBlock::Create(Ctx, "call.counter", F);
  BasicBlock *Push = BasicBlock::Create(Ctx, "call.marker", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "call.done", F);
  Value *BNow = ifChoicePoint(IB, Done);
  IB.CreateCondBr(IB.CreateICmpEQ(Kc, PortExit), Check, Push);
  IB.SetInsertPoint(Check);
  BasicBlock *Walk = BasicBlock::Create(Ctx, "call.walk", F);
  IB.CreateCondBr(countsOn(IB, Ke, Ports, BNow), Done, Walk);
  IB.SetInsertPoint(Walk); // an older counter of the chain's (ports.c)
  Value *Counted = IB.CreateCall(ExitCounted, {Ports, Kc, Ke, PortExit});
  IB.CreateCondBr(IB.CreateICmpNE(Counted, IB.getInt32(0)), Done, Push);
  IB.SetInsertPoint(Push);
  pushPort(IB, {IB.CreateOr(IB.CreatePtrToInt(Ports, I64), IB.getInt64(PL_MARK))});
  IB.CreateBr(Done);
  IB.SetInsertPoint(Done);
}

/// Does the exit counter \p Counter count \p Ports' exits, made when pl_B
/// was \p BNow (so that no choice point holds it: exitCounter)?
Value *Runtime::countsOn(IRBuilder<> &IB, Value *Counter, Value *Ports, Value *BNow) {
  auto At = [&](unsigned I) { return IB.CreateConstInBoundsGEP1_64(I64, Counter, I); };
  return IB.CreateAnd(IB.CreateICmpEQ(IB.CreateLoad(Ptr, At(PL_COUNTER_PORTS)), Ports),
                      IB.CreateICmpEQ(IB.CreateLoad(Ptr, At(PL_COUNTER_B)), BNow));
}

/// \p N exits of \p Ports counted, as many boxes closed.
void Runtime::countExits(IRBuilder<> &IB, Value *Ports, Value *N) {
  Value *Exits = field(IB, Ports, CCPROF_PORTS_EXITS);
  IB.CreateStore(IB.CreateAdd(IB.CreateLoad(I64, Exits), N), Exits);
  Value *Open = field(IB, Ports, CCPROF_PORTS_OPEN);
  IB.CreateStore(IB.CreateSub(IB.CreateLoad(I64, Open), N), Open);
}

/// Under a choice point: if the box's (or chain's) call marker is the
/// newest entry - its \p Words words, the marker word \p CallWord, over
/// \p Below if a counter's - and no choice point is newer than it (the box
/// exited deterministically, and nothing in it left a marker), the marker
/// becomes a PL_MARK_DET one and \p OnDet runs with its lowest word; else
/// \p ExitWords go on the port trail.
void Runtime::exitMarker(IRBuilder<> &IB, unsigned Words, Value *CallWord, Value *Below,
                         ArrayRef<Value *> ExitWords, function_ref<void(Value *Slot)> OnDet) {
  Function *F = IB.GetInsertBlock()->getParent();
  BasicBlock *Look = BasicBlock::Create(Ctx, "exit.top", F);
  BasicBlock *Det = BasicBlock::Create(Ctx, "exit.det", F);
  BasicBlock *Push = BasicBlock::Create(Ctx, "exit.marker", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "exit.done", F);
  Value *BNow = ifChoicePoint(IB, Done);
  // (the slot may be below the port trail's start: loaded only once the
  // choice point's mark says it is not)
  Value *Slot = IB.CreateConstInBoundsGEP1_64(I64, IB.CreateLoad(Ptr, RegPTR), -(int64_t)Words);
  Value *CpMark = IB.CreateLoad(Ptr, IB.CreateConstInBoundsGEP1_64(I64, BNow, CpPtr));
  IB.CreateCondBr(IB.CreateICmpULE(CpMark, Slot), Look, Push);
  IB.SetInsertPoint(Look);
  Value *Top = IB.CreateConstInBoundsGEP1_64(I64, Slot, Words - 1);
  Value *Mine = IB.CreateICmpEQ(IB.CreateLoad(I64, Top), CallWord);
  if (Below) // loaded even when the marker word differs: it is on the port trail
    Mine = IB.CreateAnd(Mine, IB.CreateICmpEQ(IB.CreateLoad(Ptr, Slot), Below));
  IB.CreateCondBr(Mine, Det, Push);
  IB.SetInsertPoint(Det);
  IB.CreateStore(IB.CreateOr(CallWord, IB.getInt64(PL_MARK_DET)), Top);
  OnDet(Slot);
  IB.CreateBr(Done);
  IB.SetInsertPoint(Push);
  pushPort(IB, ExitWords);
  IB.CreateBr(Done);
  IB.SetInsertPoint(Done);
}

void Runtime::emitPortExit(IRBuilder<> &IB, Value *Ports) {
  countExits(IB, Ports, IB.getInt64(1));
  Value *Marker = IB.CreatePtrToInt(Ports, I64);
  exitMarker(IB, 1, IB.CreateOr(Marker, IB.getInt64(PL_MARK)), nullptr,
             {IB.CreateOr(Marker, IB.getInt64(PL_MARK | PL_MARK_EXIT))}, [](Value *) {});
}

/// pl.port.exit's: the exits of the \p Counter's n boxes, and one marker
/// for them over n (a copy: the count cannot change while the marker is on
/// the trail, exitCounter) - or, when the counter's call marker is the
/// newest entry and no choice point is newer (the chain exits
/// deterministically: nothing can run the counter again, and nothing else
/// holds it), that marker turned PL_MARK_DET over n, and the counter back
/// to the pool (pl_control.h).
void Runtime::emitCounterExit(IRBuilder<> &IB, Value *Counter) {
  Value *Ports = loadPtr(Counter, PL_COUNTER_PORTS);
  Value *N = IB.CreateLoad(I64, word(Counter, PL_COUNTER_N));
  countExits(IB, Ports, N);
  Value *Marker = IB.CreatePtrToInt(Ports, I64);
  exitMarker(IB, 2, IB.CreateOr(Marker, IB.getInt64(PL_MARK | PL_MARK_COUNTER)), Counter,
             {N, IB.CreateOr(Marker, IB.getInt64(PL_MARK | PL_MARK_EXIT | PL_MARK_COUNTER))},
             [&](Value *Slot) {
               IB.CreateStore(N, Slot);
               for (unsigned I = 1; I < PL_COUNTER_WORDS; ++I) // pl_counter_release
                 IB.CreateStore(IB.getInt64(0), word(Counter, I));
               IB.CreateStore(IB.CreateLoad(Ptr, CounterFree), word(Counter, 0));
               IB.CreateStore(Counter, CounterFree);
             });
}

/// Why sharing is safe: a choice point made after the counter could run it
/// again after backtracking, and must see the count it had then; while pl_B
/// is the B the counter was made under, every choice point made since is
/// gone (code running under the counter cuts no further back than that B),
/// so no one else holds it. The exit marker the counter leaves when it runs
/// (emitPortExit) is above every such choice point's trail mark, so it is
/// undone before the count can change again.
///
/// Why a chain stays in constant space: the newest counter is checked
/// inline; pl_exit_counter (ports.c) looks further down the chain (mutual
/// recursion) or makes a new counter. A clause's own exit continuation
/// (\p OwnKc) costs no allocation, but one that would follow another such
/// link (its kenv tagged: untagOwnExit) starts a counter instead - else a
/// loop through the clause would keep every iteration's environment.
std::pair<Value *, Value *> Runtime::exitCounter(IRBuilder<> &IB, Value *Ports, Value *Kc,
                                                 Value *Ke, Value *OwnKc, Value *OwnKe) {
  Function *F = IB.GetInsertBlock()->getParent();
  BasicBlock *Check = BasicBlock::Create(Ctx, "exitk.check", F);
  BasicBlock *Share = BasicBlock::Create(Ctx, "exitk.share", F);
  BasicBlock *Walk = BasicBlock::Create(Ctx, "exitk.walk", F);
  BasicBlock *Fresh = BasicBlock::Create(Ctx, "exitk.fresh", F);
  BasicBlock *Own = OwnKc ? BasicBlock::Create(Ctx, "exitk.own", F) : nullptr;
  BasicBlock *Done = BasicBlock::Create(Ctx, "exitk.done", F);
  Value *BNow = IB.CreateLoad(Ptr, RegB);
  BasicBlock *NotCounter = Fresh;
  if (OwnKc)
    NotCounter = BasicBlock::Create(Ctx, "exitk.link", F);
  IB.CreateCondBr(IB.CreateICmpEQ(Kc, PortExit), Check, NotCounter);
  IB.SetInsertPoint(Check);
  IB.CreateCondBr(countsOn(IB, Ke, Ports, BNow), Share, Walk);
  IB.SetInsertPoint(Share);
  auto At = [&](Value *W, unsigned I) { return IB.CreateConstInBoundsGEP1_64(I64, W, I); };
  Value *N = At(Ke, PL_COUNTER_N);
  IB.CreateStore(IB.CreateAdd(IB.CreateLoad(I64, N), IB.getInt64(1)), N);
  IB.CreateBr(Done);
  // An older counter of the chain's (mutual recursion), or a new one.
  IB.SetInsertPoint(Walk);
  Value *Walked = IB.CreateCall(ExitCounterFn, {Ports, Kc, Ke, PortExit});
  IB.CreateBr(Done);
  Value *Tagged = nullptr;
  if (OwnKc) { // the clause's own exit continuation, unless (Kc, Ke) is one
    IB.SetInsertPoint(NotCounter);
    Value *Link = IB.CreateTrunc(IB.CreatePtrToInt(Ke, I64), IB.getInt1Ty());
    IB.CreateCondBr(Link, Fresh, Own);
    IB.SetInsertPoint(Own);
    Tagged = IB.CreateGEP(IB.getInt8Ty(), OwnKe, IB.getInt64(OwnExitTag));
    IB.CreateBr(Done);
  }
  // A new counter. Under a choice point it comes from the pool and leaves
  // the call marker of the boxes it will count (their entries push none),
  // over its address; with none about, it is collected (pl_control.h).
  IB.SetInsertPoint(Fresh);
  BasicBlock *Pooled = BasicBlock::Create(Ctx, "exitk.pool", F);
  BasicBlock *Pop = BasicBlock::Create(Ctx, "exitk.pop", F);
  BasicBlock *Refill = BasicBlock::Create(Ctx, "exitk.refill", F);
  BasicBlock *Marked = BasicBlock::Create(Ctx, "exitk.mark", F);
  BasicBlock *Heap = BasicBlock::Create(Ctx, "exitk.heap", F);
  BasicBlock *Made = BasicBlock::Create(Ctx, "exitk.made", F);
  IB.CreateCondBr(IB.CreateICmpNE(BNow, IB.CreateLoad(Ptr, RegB0)), Pooled, Heap);
  IB.SetInsertPoint(Pooled);
  Value *Free = IB.CreateLoad(Ptr, CounterFree);
  IB.CreateCondBr(IB.CreateIsNull(Free), Refill, Pop);
  IB.SetInsertPoint(Pop);
  IB.CreateStore(IB.CreateLoad(Ptr, Free), CounterFree);
  IB.CreateBr(Marked);
  IB.SetInsertPoint(Refill);
  Value *Refilled = IB.CreateCall(CounterRefill, {});
  IB.CreateBr(Marked);
  IB.SetInsertPoint(Marked);
  PHINode *FromPool = IB.CreatePHI(Ptr, 2);
  FromPool->addIncoming(Free, Pop);
  FromPool->addIncoming(Refilled, Refill);
  pushPort(IB, {IB.CreatePtrToInt(FromPool, I64),
                IB.CreateOr(IB.CreatePtrToInt(Ports, I64), IB.getInt64(PL_MARK | PL_MARK_COUNTER))});
  BasicBlock *MarkedEnd = IB.GetInsertBlock();
  IB.CreateBr(Made);
  IB.SetInsertPoint(Heap);
  Value *FromHeap = alloc(IB, PL_COUNTER_WORDS);
  BasicBlock *HeapEnd = IB.GetInsertBlock();
  IB.CreateBr(Made);
  IB.SetInsertPoint(Made);
  PHINode *New = IB.CreatePHI(Ptr, 2);
  New->addIncoming(FromPool, MarkedEnd);
  New->addIncoming(FromHeap, HeapEnd);
  IB.CreateStore(Kc, At(New, PL_COUNTER_KCODE));
  IB.CreateStore(Ke, At(New, PL_COUNTER_KENV));
  IB.CreateStore(Ports, At(New, PL_COUNTER_PORTS));
  IB.CreateStore(IB.getInt64(1), At(New, PL_COUNTER_N));
  IB.CreateStore(BNow, At(New, PL_COUNTER_B));
  BasicBlock *FreshEnd = IB.GetInsertBlock();
  IB.CreateBr(Done);
  IB.SetInsertPoint(Done);
  PHINode *K = IB.CreatePHI(Ptr, 4);
  K->addIncoming(Ke, Share);
  K->addIncoming(Walked, Walk);
  K->addIncoming(New, FreshEnd);
  if (!OwnKc)
    return {PortExit, K};
  K->addIncoming(Tagged, Own);
  PHINode *C = IB.CreatePHI(Ptr, 4);
  C->addIncoming(PortExit, Share);
  C->addIncoming(PortExit, Walk);
  C->addIncoming(PortExit, FreshEnd);
  C->addIncoming(OwnKc, Own);
  return {C, K};
}

Value *Runtime::untagOwnExit(IRBuilder<> &IB, Value *Env) {
  return IB.CreateGEP(IB.getInt8Ty(), Env, IB.getInt64(-OwnExitTag));
}

void Runtime::defineCalls(Function *CallBody) {
  FunctionType *MetaFnTy = FunctionType::get(I32, {I64, Ptr, Ptr}, false);
  // pl.call_pred(goal, k): the predicate of a goal known only at run time.
  begin(CallPred);
  auto Arg = CallPred->arg_begin();
  Value *Goal = &*Arg++, *Kc = &*Arg++, *Ke = &*Arg++;
  Value *Fn = B.CreateCall(c("pl_lookup_pred", Ptr, {I64}), {Goal});
  BasicBlock *Found = BasicBlock::Create(Ctx, "found", CallPred);
  BasicBlock *Missing = BasicBlock::Create(Ctx, "missing", CallPred);
  B.CreateCondBr(B.CreateIsNull(Fn), Missing, Found);
  B.SetInsertPoint(Missing);
  tailCall(Throw, {});
  B.SetInsertPoint(Found);
  Value *D = B.CreateCall(Deref, {Goal});
  tailCall(FunctionCallee(MetaFnTy, Fn), {D, Kc, Ke});

  // pl.dyn_call(goal, k): a dynamic predicate's clauses, one by one.
  begin(DynCall);
  Arg = DynCall->arg_begin();
  Goal = &*Arg++;
  Kc = &*Arg++;
  Ke = &*Arg++;
  Value *B0 = B.CreateLoad(Ptr, RegB);
  Value *Frame = B.CreateCall(PushCp, {DynRetry, B.getInt64(3)});
  BasicBlock *Full = BasicBlock::Create(Ctx, "cpfull", DynCall);
  BasicBlock *Pushed = BasicBlock::Create(Ctx, "pushed", DynCall);
  B.CreateCondBr(B.CreateIsNull(Frame), Full, Pushed);
  B.SetInsertPoint(Full);
  tailCall(Throw, {}); // a full choice-point stack: pl_ball says so
  B.SetInsertPoint(Pushed);
  saveNode(B, Frame, CpNode);
  B.CreateStore(Kc, word(Frame, CpKcode));
  B.CreateStore(Ke, word(Frame, CpKenv));
  B.CreateStore(B0, word(Frame, CpCut));
  B.CreateCall(c("pl_db_start", Type::getVoidTy(Ctx), {Ptr, I64}), {Frame, Goal});
  tailCall(DynNext, {Frame});
  begin(DynRetry);
  Frame = &*DynRetry->arg_begin(); // pl.fail undid the trail
  tailCall(DynNext, {Frame});
  // pl.dyn.next(frame): the next clause whose head unifies; its body runs
  // as call/1 would run it, with the frame's barrier for its cuts.
  begin(DynNext);
  Frame = &*DynNext->arg_begin();
  Kc = loadPtr(Frame, CpKcode);
  Ke = loadPtr(Frame, CpKenv);
  B0 = loadPtr(Frame, CpCut);
  Value *TR0 = loadPtr(Frame, CpPtr);
  Value *Body = B.CreateAlloca(I64);
  Value *Got = B.CreateCall(c("pl_db_next", I32, {Ptr, Ptr}), {Frame, Body});
  BasicBlock *Run = BasicBlock::Create(Ctx, "run", DynNext);
  BasicBlock *None = BasicBlock::Create(Ctx, "none", DynNext);
  B.CreateCondBr(B.CreateICmpEQ(Got, B.getInt32(0)), None, Run);
  B.SetInsertPoint(None);
  tailCall(Fail, {});
  B.SetInsertPoint(Run);
  Value *Cell = alloc(B, 2);
  B.CreateStore(B0, word(Cell, 0));
  B.CreateStore(TR0, word(Cell, 1));
  Value *Barrier = B.CreateAdd(B.CreatePtrToInt(Cell, I64), B.getInt64(PL_TAG_INT));
  tailCall(CallBody, {B.CreateLoad(I64, Body), Barrier, Kc, Ke});
}

void Runtime::defineGlue(Function *Call1, Function *CallBody) {
  defineDeref();
  defineFailAndThrow(Call1);
  defineFindall();
  defineCatch();
  defineCalls(CallBody);
  auto *Entry = new GlobalVariable(M, Ptr, true, GlobalValue::ExternalLinkage, DynCall,
                                   "pl_program_dyn_entry");
  (void)Entry;
  auto *BottomG = new GlobalVariable(M, Ptr, true, GlobalValue::ExternalLinkage, Bottom,
                                     "pl_program_bottom_retry");
  (void)BottomG;
}

void Runtime::addMetaEntry(Constant *Functor, Function *Meta) {
  MetaEntries.push_back(ConstantStruct::get(MetaTy, {Functor, Meta}));
}

void Runtime::emitMetaTable() {
  auto *Ty = ArrayType::get(MetaTy, MetaEntries.size());
  new GlobalVariable(M, Ty, true, GlobalValue::ExternalLinkage,
                     ConstantArray::get(Ty, MetaEntries), "pl_program_preds");
  emitCount("pl_program_preds_count", MetaEntries.size());
}

void Runtime::emitTable(const std::string &Name, Type *Ty, std::vector<Constant *> Vals) {
  auto *ATy = ArrayType::get(Ty, Vals.size());
  new GlobalVariable(M, ATy, true, GlobalValue::ExternalLinkage, ConstantArray::get(ATy, Vals),
                     Name);
  emitCount(Name + "_count", Vals.size());
}

void Runtime::emitCount(const std::string &Name, uint64_t N) {
  new GlobalVariable(M, I64, true, GlobalValue::ExternalLinkage, B.getInt64(N), Name);
}

void Runtime::emitPortsRegistration() {
  auto Bound = [&](const char *Name) {
    auto *G = new GlobalVariable(M, PortsTy, false, GlobalValue::ExternalLinkage, nullptr, Name);
    G->setVisibility(GlobalValue::HiddenVisibility);
    return G;
  };
  Constant *Start = Bound(CCPROF_PORTS_SECTION_START), *Stop = Bound(CCPROF_PORTS_SECTION_STOP);
  Function *Ctor = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                    GlobalValue::InternalLinkage, "pl.register_ports", M);
  Ctor->addFnAttr(CCPROF_NOPROFILE_ATTR);
  begin(Ctor);
  B.CreateCall(M.getOrInsertFunction(CCPROF_REGISTER_PORTS_FN,
                                     FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr}, false)),
               {Start, Stop});
  B.CreateRetVoid();
  appendToGlobalCtors(M, Ctor, CCPROF_MODULE_PRIORITY + 1);
}

} // namespace pl
