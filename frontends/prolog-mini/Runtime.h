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
#include "runtime/pl_control.h" // PL_CATCH_FRAME, PL_COUNTER_*
#include "runtime/pl_term.h"   // struct pl_cp, PL_CP_*

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

#include <string>
#include <vector>

namespace pl {

/// struct pl_cp, word by word (pl_term.h's PL_CP_*, checked against it).
enum {
  CpRetry = PL_CP_RETRY, CpPrev = PL_CP_PREV, CpTr = PL_CP_TR, CpPtr = PL_CP_PTR,
  CpKcode = PL_CP_KCODE, CpKenv = PL_CP_KENV, CpCut = PL_CP_CUT, CpNext = PL_CP_NEXT,
  CpNode = PL_CP_NODE, CpNargs = PL_CP_NARGS, CpArgs = PL_CP_ARGS
};

class Runtime {
public:
  explicit Runtime(llvm::Module &M);

  /// Declares the C runtime and the IR glue's functions; \p Stacks: the
  /// program is profiled with cost-centre stacks (saveNode, restoreNode).
  void declare(bool Profile, bool Stacks);
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
  /// pl_alloc(Words) with its free-list fast path inline (pl_term.h).
  llvm::Value *alloc(llvm::IRBuilder<> &IB, uint64_t Words);
  /// pl_new_var() inline: a one-word cell holding a reference to itself.
  llvm::Value *newVar(llvm::IRBuilder<> &IB);
  /// The call port, inline at \p IB: one more box of the predicate open
  /// (box time is sampled while any is: CCProfPorts.h) and a call marker on
  /// the trail -
  /// unless the continuation (\p Kc, \p Ke) is an exit counter of the
  /// predicate that still counts on (exitCounter), whose marker covers it.
  void emitPortCall(llvm::IRBuilder<> &IB, llvm::Value *Ports, llvm::Value *Kc, llvm::Value *Ke);
  /// The call port of a box whose exit counter is known to count it
  /// already (a predicate's entry for its own last calls): the box opens.
  void emitPortOpen(llvm::IRBuilder<> &IB, llvm::Value *Ports);
  /// The exit port: counted, one box fewer open, an exit marker on the
  /// port trail - or the box's call marker turned PL_MARK_DET when the box
  /// exits deterministically and that marker is the newest (pl_ports.h).
  void emitPortExit(llvm::IRBuilder<> &IB, llvm::Value *Ports);
  /// A cut with -p: the markers its clause left since \p ClauseTrail are
  /// popped (pl_port_cut, pl_ports.h).
  void emitPortCut(llvm::IRBuilder<> &IB, llvm::Value *ClauseTrail);
  /// The continuation {kcode, kenv} of a call whose exit the caller does
  /// not count itself - a last call to a profiled predicate, or call/N's:
  /// pl.port.exit with a counter {kcode, kenv, ports, &n, B, n} (pl_control.h) that counts n
  /// exits of the predicate, then goes on to (Kc, Ke). A chain of such calls
  /// (app/3's recursion, a loop, p and q calling each other) keeps one
  /// counter per predicate, counting on in place (n + 1) while no choice
  /// point made since holds it: the chain runs in constant space, as it
  /// does unprofiled (runtime/ports.c). With \p OwnKc and \p OwnKe (a
  /// clause's environment): when no counter goes on counting, the clause's
  /// own continuation that only counts the exit, with its kenv tagged
  /// (untagOwnExit) - unless (Kc, Ke) is such a link already. Whenever
  /// the kcode returned is pl.port.exit, the counter counts the callee's
  /// box already: the call can enter its counted entry (Gen::lastCall).
  std::pair<llvm::Value *, llvm::Value *> exitCounter(llvm::IRBuilder<> &IB, llvm::Value *Ports,
                                                      llvm::Value *Kc, llvm::Value *Ke,
                                                      llvm::Value *OwnKc = nullptr,
                                                      llvm::Value *OwnKe = nullptr);
  /// The environment of a clause's own exit continuation, from its tagged
  /// kenv (an environment is word-aligned; bit 0 marks the link).
  llvm::Value *untagOwnExit(llvm::IRBuilder<> &IB, llvm::Value *Env);
  static constexpr int64_t OwnExitTag = 1;

  /// Stacks mode: word \p Word of \p Base takes the calling context (ccprof's
  /// `current`, a node), or restores it. A continuation's environment and a
  /// choice point save the node they were made under; the continuation and
  /// the retry make it current again, so a redo or an exit goes on in the
  /// context of the box it returns to. Nothing in flat mode.
  void saveNode(llvm::IRBuilder<> &IB, llvm::Value *Base, unsigned Word);
  void restoreNode(llvm::IRBuilder<> &IB, llvm::Value *Base, unsigned Word);
  bool stacks() const { return Current != nullptr; }

  // The registers (pl_term.h).
  // The compiled code pushes on the port trail (pl_PTR) only: -p's markers.
  llvm::GlobalVariable *RegB = nullptr, *RegB0 = nullptr, *RegPTR = nullptr,
                       *PortLimit = nullptr, *CounterFree = nullptr;
  llvm::StructType *PortsTy = nullptr;
  // C functions.
  llvm::FunctionCallee NewVar, Alloc, Bind, Unify, UndoTo, MakeFloat, MakeString, PushCp,
      ThrowCopy, Halt;
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
  llvm::Value *field(llvm::IRBuilder<> &IB, llvm::Value *Ports, unsigned Field);
  llvm::Value *ifChoicePoint(llvm::IRBuilder<> &IB, llvm::BasicBlock *Done);
  void countExits(llvm::IRBuilder<> &IB, llvm::Value *Ports, llvm::Value *N);
  void exitMarker(llvm::IRBuilder<> &IB, unsigned Words, llvm::Value *CallWord, llvm::Value *Below,
                  llvm::ArrayRef<llvm::Value *> ExitWords,
                  llvm::function_ref<void(llvm::Value *Slot)> OnDet);
  void emitCounterExit(llvm::IRBuilder<> &IB, llvm::Value *Counter);
  /// \p Words on the port trail, the first lowest (pl_port_push when it is
  /// full); returns the address of the first.
  llvm::Value *pushPort(llvm::IRBuilder<> &IB, llvm::ArrayRef<llvm::Value *> Words);
  llvm::Value *countsOn(llvm::IRBuilder<> &IB, llvm::Value *Counter, llvm::Value *Ports,
                        llvm::Value *BNow);
  llvm::FunctionCallee PortPush, CounterRefill, PortCut, ExitCounterFn, ExitCounted;
  llvm::GlobalVariable *Current = nullptr; // stacks mode: ccprof's `current`
  llvm::GlobalVariable *FreeLists = nullptr;
};

} // namespace pl
