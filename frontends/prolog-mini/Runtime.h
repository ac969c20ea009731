//===- Runtime.h - prolog-mini: the IR side of the runtime ----------------===//
//
// The declarations of the C runtime (libprolog_rt.a) as the generated code
// calls it, and the small pieces of control that must be IR because they
// end in a guaranteed tail call into Prolog code (C cannot make one):
// failing to the newest choice point, throwing to a catch/3, findall/3's
// collecting and finishing, the exit port, calling a goal known only at run
// time, and the clauses of a dynamic predicate. runtime/run.c is their C
// half; pl_term.h holds the layouts both sides use.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

#include <string>
#include <vector>

namespace pl {

/// Marks a choice point as a catch/3 frame (its `next` word).
constexpr uint64_t PL_CATCH_FRAME = 0xca7c4;

class Runtime {
public:
  explicit Runtime(llvm::Module &M);

  /// Declares the C runtime and the IR glue's functions.
  void declare(bool Profile);
  /// Defines the glue; call/1 and '$cb'/2 are the library's (prelude.pl).
  void defineGlue(llvm::Function *Call1, llvm::Function *CallBody);

  /// A built-in of pl_builtins.h: i32 Fn(i64 x Arity).
  llvm::FunctionCallee builtin(const char *Fn, unsigned Arity);

  /// The table of call/N's entries: functor word -> name/N.meta.
  void addMetaEntry(llvm::Constant *Functor, llvm::Function *Meta);
  void emitMetaTable();
  /// Name: [N x Ty] and Name_count: i64 N, for the runtime's start-up.
  void emitTable(const std::string &Name, llvm::Type *Ty, std::vector<llvm::Constant *> Vals);
  void emitCount(const std::string &Name, uint64_t N);
  /// The constructor handing the ports section to the profiling runtime.
  void emitPortsRegistration();

  // The registers (pl_term.h).
  llvm::GlobalVariable *RegB = nullptr, *RegB0 = nullptr, *RegTR = nullptr;
  llvm::StructType *PortsTy = nullptr;
  // C functions.
  llvm::FunctionCallee NewVar, Alloc, Bind, Unify, UndoTo, MakeFloat, MakeString, PushCp,
      NextClause, CutMarkers, ThrowCopy, Halt, PortCall;
  // IR glue: tailcc.
  llvm::Function *Fail = nullptr, *Throw = nullptr, *Succeed = nullptr, *Bottom = nullptr,
                 *Deref = nullptr, *FindallCollect = nullptr, *FindallDone = nullptr,
                 *CatchRetry = nullptr, *CatchExit = nullptr, *PortExit = nullptr,
                 *CallPred = nullptr, *DynCall = nullptr, *DynRetry = nullptr,
                 *DynNext = nullptr;

private:
  llvm::Module &M;
  llvm::LLVMContext &Ctx;
  llvm::IRBuilder<> B;
  llvm::Type *I64, *I32;
  llvm::PointerType *Ptr;
  std::vector<llvm::Constant *> MetaEntries;
  llvm::StructType *MetaTy = nullptr;

  llvm::FunctionCallee c(const char *Name, llvm::Type *Ret, llvm::ArrayRef<llvm::Type *> Params);
  llvm::Function *glue(const char *Name, llvm::ArrayRef<llvm::Type *> Params);
  void begin(llvm::Function *F);
  llvm::Value *word(llvm::Value *Base, unsigned I);
  llvm::Value *loadPtr(llvm::Value *Base, unsigned I);
  void tailCall(llvm::FunctionCallee Fn, llvm::ArrayRef<llvm::Value *> Args);
  void tailCallK(llvm::Value *Kc, llvm::Value *Ke);
  void defineDeref();
  void defineFailAndThrow(llvm::Function *Call1);
  void defineFindall();
  void defineCatch();
  void defineCalls(llvm::Function *CallBody);
};

} // namespace pl
