//===- ProfileFilter.cpp - small functions that are not profiled ------------===//
//
// See ProfileFilter.h. What is counted, and why:
//
// - The instructions of the body as the front end emits it: the pass runs
//   before any optimization, so the count includes clang's allocas and
//   parameter spills (SROA removes them later); debug, lifetime and other
//   assume-like intrinsics are not counted. The count is the same at every
//   -O level, so the same functions are profiled at -O0 and -O2.
// - Large whatever their size (always profiled), because they may run long
//   or the time charged to "their caller" would be meaningless:
//   * a loop (a cycle in the CFG) or a direct self-call: XRay too keeps
//     every function with a loop;
//   * a call that leaves the module (to a declaration or through a pointer),
//     unless it cannot return or is in an exception handler: the callee
//     may be long (malloc, memcmp, a virtual function), and its time is then
//     shown under the function that calls it, which is what a profile of a
//     wrapper like allocator<T>::allocate is for. So is a call to an
//     available_externally function that is not small by these rules
//     itself: never profiled, it is the library's code (std::string's
//     members, with libstdc++'s extern templates), or its copy inlined;
//     left out, std::operator<(string, string) had its compare and memcmp
//     charged to the profiled function its caller had called before;
//   * functions whose address is taken (callbacks, virtual functions,
//     constructors in llvm.global_ctors): unknown code calls them, and the
//     comparator of libc's qsort would be charged to whoever called qsort;
//   * main, and presplit coroutines (their body is not what runs).
//
//===----------------------------------------------------------------------===//
#include "ProfileFilter.h"
#include "DisplayNames.h"
#include "ccprof/CCProfData.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace {
enum class SmallLinkage { Inline, All };
} // namespace

static cl::opt<unsigned> ClMinInstructions(
    "ccprof-min-instructions",
    cl::desc("Do not profile functions with fewer than this many IR "
             "instructions (before optimization), no loop, no self-call "
             "and no call out of the module; their time is charged to "
             "their caller (0: profile all)"),
    cl::init(20));

static cl::opt<SmallLinkage> ClMinInstructionsLinkage(
    "ccprof-min-instructions-linkage",
    cl::desc("Which functions -ccprof-min-instructions applies to"),
    cl::init(SmallLinkage::Inline),
    cl::values(clEnumValN(SmallLinkage::Inline, "inline",
                          "C++ inline and template functions (linkonce_odr, "
                          "weak_odr linkage; internal lambdas and template "
                          "instances)"),
               clEnumValN(SmallLinkage::All, "all", "every function")));

// For measurements: whether a call out of the module makes a function large.
static cl::opt<bool> ClExternalCallsLarge(
    "ccprof-min-instructions-external-calls", cl::Hidden,
    cl::desc("A call to a function outside the module keeps a function "
             "profiled whatever its size"),
    cl::init(true));

/// -ccprof-min-instructions-linkage=inline: C++ inline functions and
/// template instances, linkonce_odr or weak_odr, and the same with internal
/// linkage - lambdas, and instances whose template arguments include a local
/// type (std::sort with a lambda comparator instantiates all of its helpers
/// so) - which the demangled name shows. Not `inline` functions with
/// internal linkage otherwise (C's static inline): clang marks those
/// (inlinehint) only when it optimizes, and the same functions should be
/// left out at every -O level.
static bool isInlineCode(const Function &F) {
  if (F.hasLinkOnceODRLinkage() || F.hasWeakODRLinkage())
    return true;
  if (!F.hasLocalLinkage() || !F.getName().starts_with("_Z"))
    return false;
  StringRef Name = F.getName();
  std::string Short = ccprof::nameOf(Name, ccprof::NameForm::Short).Name;
  return StringRef(Short).contains("<\u2026>") || StringRef(Short).contains(".lambda#");
}

static bool hasCycle(const Function &F) {
  // Iterative depth-first search; a back edge to a block on the stack is a
  // cycle.
  enum : char { New, OnStack, Done };
  DenseMap<const BasicBlock *, char> State;
  SmallVector<std::pair<const BasicBlock *, unsigned>, 16> Stack;
  Stack.push_back({&F.getEntryBlock(), 0});
  State[&F.getEntryBlock()] = OnStack;
  while (!Stack.empty()) {
    auto &[BB, Next] = Stack.back();
    const Instruction *Term = BB->getTerminator();
    if (!Term || Next == Term->getNumSuccessors()) {
      State[BB] = Done;
      Stack.pop_back();
      continue;
    }
    const BasicBlock *Succ = Term->getSuccessor(Next++);
    char &S = State[Succ]; // New if absent
    if (S == OnStack)
      return true;
    if (S == New) {
      S = OnStack;
      Stack.push_back({Succ, 0});
    }
  }
  return false;
}

/// A call after which the function may run long: out of the module (a
/// declaration, or through a pointer) or to an available_externally
/// function (never profiled: the library's code, or its copy inlined) that
/// is not small itself; not an intrinsic, not inline asm, returning, and
/// not in an exception handler's block.
bool ccprof::SizeFilter::callsOut(const CallBase &CB) const {
  if (CB.isInlineAsm() || CB.doesNotReturn() || CB.getParent()->isEHPad())
    return false;
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return true;
  if (Callee->isIntrinsic())
    return false;
  if (Callee->isDeclaration())
    return true;
  return Callee->hasAvailableExternallyLinkage() && !isSmall(*Callee);
}

/// Fewer than -ccprof-min-instructions counted instructions, and nothing that
/// makes a function large (the file comment). Memoized: available_externally
/// callees are asked too; one on the way (mutual recursion) is large.
bool ccprof::SizeFilter::isSmall(const Function &F) const {
  auto [It, New] = Memo.try_emplace(&F, Large);
  if (!New)
    return It->second == Small;
  bool S = measure(F);
  Memo[&F] = S ? Small : Large;
  return S;
}

bool ccprof::SizeFilter::measure(const Function &F) const {
  const unsigned N = ClMinInstructions;
  unsigned Count = 0;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if (II->isAssumeLikeIntrinsic())
          continue;
      if (++Count >= N)
        return false;
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        if (CB->getCalledFunction() == &F)
          return false; // recursion
        if (ClExternalCallsLarge && callsOut(*CB))
          return false;
      }
    }
  return !hasCycle(F);
}

ccprof::SizeFilter::SizeFilter(const Module &M) {
  if (ClMinInstructions == 0)
    return;
  if (auto *Mode = dyn_cast_or_null<MDString>(M.getModuleFlag(CCPROF_MODE_FLAG)))
    if (Mode->getString() == "lazy")
      return;
  Enabled = true;
  // __attribute__((annotate("ccprof_profile"))): { ptr @f, ptr @str, ... }
  // in @llvm.global.annotations.
  const GlobalVariable *GA = M.getNamedGlobal("llvm.global.annotations");
  auto *Arr = GA && GA->hasInitializer() ? dyn_cast<ConstantArray>(GA->getInitializer())
                                         : nullptr;
  if (!Arr)
    return;
  for (const Value *Op : Arr->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(Op);
    if (!Entry || Entry->getNumOperands() < 2)
      continue;
    auto *Fn = dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
    auto *Str = dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    if (!Fn || !Str || !Str->hasInitializer())
      continue;
    auto *Data = dyn_cast<ConstantDataSequential>(Str->getInitializer());
    if (Data && Data->isCString() && Data->getAsCString() == CCPROF_PROFILE_ANNOTATION)
      Pinned.insert(Fn);
  }
}

bool ccprof::SizeFilter::leavesOut(const Function &F) const {
  if (!Enabled || F.isDeclaration())
    return false;
  if (ClMinInstructionsLinkage == SmallLinkage::Inline && !isInlineCode(F))
    return false;
  if (Pinned.count(&F) || F.hasFnAttribute(CCPROF_PROFILE_ATTR) || F.getName() == "main" ||
      F.isPresplitCoroutine())
    return false;
  if (F.hasAddressTaken(nullptr, /*IgnoreCallbackUses=*/false,
                        /*IgnoreAssumeLikeCalls=*/true, /*IgnoreLLVMUsed=*/true))
    return false;
  return isSmall(F);
}

DenseSet<const Function *>
ccprof::leafSet(ArrayRef<std::pair<Function *, std::string>> LeftOut,
                bool (*CannotChangeCurrent)(const CallBase &)) {
  DenseSet<const Function *> Leaves;
  for (auto &W : LeftOut)
    Leaves.insert(W.first);
  // Drop the functions with another call until none is dropped.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &W : LeftOut) {
      if (!Leaves.count(W.first))
        continue;
      bool Leaf = true;
      for (const BasicBlock &BB : *W.first)
        for (const Instruction &I : BB)
          if (auto *CB = dyn_cast<CallBase>(&I))
            Leaf &= Leaves.count(CB->getCalledFunction()) || CannotChangeCurrent(*CB);
      if (!Leaf) {
        Leaves.erase(W.first);
        Changed = true;
      }
    }
  }
  return Leaves;
}
