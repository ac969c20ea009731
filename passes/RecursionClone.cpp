//===- RecursionClone.cpp - the clone that self-recursive calls enter -------===//
//
// See RecursionClone.h.
//
//===----------------------------------------------------------------------===//
#include "RecursionClone.h"
#include "ccprof/CCProfData.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

Function *ccprof::cloneForRecursion(Function &F, GlobalVariable &Rec) {
  bool SelfCalls = false;
  for (User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getFunction() == &F && CB->getCalledFunction() == &F) {
        SelfCalls = true;
        break;
      }
  // Not cloned: varargs (va_start needs the original frame), coroutines
  // before CoroSplit, functions whose blocks have their address taken
  // (indirectbr targets would point into the original), and optnone
  // functions (all of -O0): there the saved store is noise beside the
  // unoptimized code, and a debugger's `break f` should find one function
  // that every recursive call enters, as without the plugin.
  if (!SelfCalls || F.isVarArg() || F.isPresplitCoroutine() ||
      F.hasFnAttribute(Attribute::NoDuplicate) || F.hasOptNone())
    return nullptr;
  for (const BasicBlock &BB : F)
    if (BB.hasAddressTaken())
      return nullptr;
  ValueToValueMapTy VMap;
  // In debug info the clone keeps the function's name, so that breakpoints
  // on `f` also stop in its recursive calls and backtraces read `f` at every
  // level, and is marked artificial (DW_AT_artificial): compiler-made.
  if (DISubprogram *SP = F.getSubprogram())
    VMap.MD()[SP].reset(MDNode::replaceWithDistinct(
        SP->cloneWithFlags(SP->getFlags() | DINode::FlagArtificial)));
  Function *Clone = CloneFunction(&F, VMap);
  Clone->setName(F.getName() + ".ccprof.rec");
  Clone->setLinkage(GlobalValue::InternalLinkage);
  Clone->setVisibility(GlobalValue::DefaultVisibility);
  Clone->setComdat(nullptr);
  Clone->setDLLStorageClass(GlobalValue::DefaultStorageClass);
  Clone->setMetadata(CCPROF_REC_CLONE_MD,
                     MDNode::get(F.getContext(), {ValueAsMetadata::get(&Rec)}));
  return Clone;
}
