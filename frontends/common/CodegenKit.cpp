//===- CodegenKit.cpp - front ends: debug info and runtime declarations ---===//
#include "CodegenKit.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace fe {

DebugInfo::DebugInfo(Module &M, const std::string &Dir, const std::string &File,
                     const std::string &LibFile, const std::string &LibDir, unsigned Lang,
                     const std::string &Producer)
    : DIB(M) {
  UserFile = DIB.createFile(File, Dir);
  LibraryFile = DIB.createFile(LibFile, LibDir);
  DIB.createCompileUnit(Lang, UserFile, Producer, false, "", 0);
  FnTy = DIB.createSubroutineType(DIB.getOrCreateTypeArray({}));
  M.addModuleFlag(Module::Warning, "Debug Info Version", DEBUG_METADATA_VERSION);
  M.addModuleFlag(Module::Warning, "Dwarf Version", 5);
}

DISubprogram *DebugInfo::function(StringRef Name, unsigned Line, bool InLibrary) {
  DIFile *F = InLibrary ? LibraryFile : UserFile;
  return DIB.createFunction(F, Name, Name, F, Line, FnTy, Line, DINode::FlagZero,
                            DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit);
}

FunctionCallee declareRuntime(Module &M, StringRef Name, Type *Ret, ArrayRef<Type *> Args,
                              unsigned Attrs) {
  FunctionCallee FC = M.getOrInsertFunction(Name, FunctionType::get(Ret, Args, false));
  auto *F = cast<Function>(FC.getCallee());
  F->addFnAttr(Attribute::NoUnwind);
  if (Attrs & RtNoCallback)
    F->addFnAttr(Attribute::NoCallback);
  if (Attrs & RtNoReturn)
    F->addFnAttr(Attribute::NoReturn);
  if (Attrs & RtCold)
    F->addFnAttr(Attribute::Cold);
  if (Attrs & RtNoAliasReturn)
    F->addRetAttr(Attribute::NoAlias);
  return FC;
}

Value *emitNurseryBump(IRBuilder<> &B, GlobalVariable *Hp, GlobalVariable *HpLim, Value *Bytes,
                       BasicBlock *Fast, BasicBlock *Slow) {
  Type *PtrTy = Hp->getValueType(), *I64 = B.getInt64Ty();
  Value *Old = B.CreateAlignedLoad(PtrTy, Hp, Align(8));
  Value *New = B.CreateGEP(B.getInt8Ty(), Old, Bytes);
  Value *Lim = B.CreateAlignedLoad(PtrTy, HpLim, Align(8));
  Value *Fits = B.CreateICmpULE(B.CreatePtrToInt(New, I64), B.CreatePtrToInt(Lim, I64));
  B.CreateCondBr(Fits, Fast, Slow, MDBuilder(B.getContext()).createBranchWeights(1000, 1));
  B.SetInsertPoint(Fast);
  B.CreateAlignedStore(New, Hp, Align(8));
  return Old;
}

} // namespace fe
