//===- Codegen.cpp - prolog-mini: LLVM IR for a normalised program --------===//
#include "Codegen.h"
#include "Runtime.h"
#include "runtime/pl_builtins.h"
#include "runtime/pl_term.h"

#include "ccprof/CCProfData.h"
#include "ccprof/CCProfPorts.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <map>
#include <set>

using namespace llvm;

namespace pl {
namespace {

/// What the code generator knows of one goal of a normalised body.
enum class GoalKind { Inline, Call, Terminal };

struct Segment {
  std::vector<TermPtr> Goals; // the last one is a call unless this is the last segment
  bool EndsInCall = false;
};

/// The compile-time state of one clause.
struct ClauseInfo {
  Predicate *Pred = nullptr;
  const Clause *Cl = nullptr;
  size_t Index = 0;
  std::vector<Segment> Segs;
  std::map<std::string, size_t> FirstSeg; // variable -> segment of its first occurrence
  std::map<std::string, unsigned> EnvSlot; // permanent variable -> env word
  std::vector<Function *> Conts;           // continuation of segment k (k >= 1)
  bool Barrier = false;                    // the env holds B0 and TR0
  bool OwnExitK = false;                   // the last continuation only counts an exit
  unsigned EnvNode = 0;                    // stacks mode: the env's node word
  unsigned EnvVars = 2;                    // first permanent variable's word
};

/// The state of the function being generated.
struct FnState {
  Function *F = nullptr;
  std::map<std::string, AllocaInst *> Slots;
  std::set<std::string> Defined;
  Value *Kc = nullptr, *Ke = nullptr, *B0 = nullptr, *TR0 = nullptr, *Env = nullptr;
};

// A clause's environment: its continuation, then (only if a cut after the
// first call needs them) its cut barrier and trail mark, then (stacks mode)
// the calling context its continuations run in, then its permanent
// variables.
enum { EnvKc = 0, EnvKe = 1, EnvB0 = 2, EnvTR0 = 3 };

class Gen {
public:
  Gen(Program &P, LLVMContext &Ctx, const CodegenOptions &O)
      : P(P), Ctx(Ctx), O(O), M(std::make_unique<Module>(O.File, Ctx)), B(Ctx), RT(*M),
        DIB(*M) {}
  std::unique_ptr<Module> run();

private:
  Program &P;
  LLVMContext &Ctx;
  const CodegenOptions &O;
  std::unique_ptr<Module> M;
  IRBuilder<> B;
  Runtime RT;
  DIBuilder DIB;
  DIFile *DFile = nullptr;
  DIFile *LibFile = nullptr; // the library's predicates: prelude.pl's lines
  std::map<std::string, uint32_t> Atoms;
  std::vector<std::string> NewAtoms;
  std::map<std::string, Function *> PredFns;
  std::map<std::string, Function *> CountedFns; // -p: Gen::countedEntry
  std::map<std::string, GlobalVariable *> Ports;
  std::map<const Term *, Constant *> GroundCache;
  FnState S;
  Type *I64 = Type::getInt64Ty(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  PointerType *Ptr = PointerType::getUnqual(Ctx);

  // Atoms and constants.
  uint32_t atom(const std::string &Name);
  Constant *c64(uint64_t V) { return ConstantInt::get(I64, V); }
  Constant *atomTerm(const std::string &Name) { return c64(PL_MKATOM(atom(Name))); }
  Constant *functorWord(const std::string &Name, size_t Arity) {
    return c64(PL_FUNCTOR(atom(Name), Arity));
  }
  Constant *ground(const TermPtr &T);
  bool isGround(const Term &T);

  // Functions.
  FunctionType *predType(unsigned Arity, unsigned Extra = 0);
  FunctionType *contType() { return FunctionType::get(I32, {Ptr}, false); }
  Function *makeFn(FunctionType *FT, const std::string &Name, const Predicate &Owner);
  void begin(Function *F);
  Value *word(Value *Base, unsigned I);
  Value *load(Value *Base, unsigned I) { return B.CreateLoad(I64, word(Base, I)); }
  Value *loadPtr(Value *Base, unsigned I) { return B.CreateLoad(Ptr, word(Base, I)); }
  void store(Value *V, Value *Base, unsigned I) { B.CreateStore(V, word(Base, I)); }
  void tailCall(FunctionCallee Fn, ArrayRef<Value *> Args);
  void tailCallK(Value *Kc, Value *Ke);
  void fail() { tailCall(RT.Fail, {}); }
  void onStatus(Value *R);
  Value *deref(Value *T) { return B.CreateCall(RT.Deref, {T}); }
  Value *pushCp(Value *Retry, uint64_t Words);
  Value *tagOf(Value *T) { return B.CreateAnd(T, c64(PL_TAG_MASK)); }
  Value *untag(Value *T) { return B.CreateIntToPtr(B.CreateAnd(T, c64(~(uint64_t)PL_TAG_MASK)), Ptr); }

  // Terms.
  AllocaInst *slot(const std::string &Var);
  Value *put(const TermPtr &T);
  Value *putCompound(const TermPtr &T);
  void define(const std::string &Var, Value *V);
  bool defined(const TermPtr &T) { return S.Defined.count(T->Name) != 0; }
  void unifyHead(Value *Arg, const TermPtr &Pat);
  void unifyAtomic(Value *Arg, Value *Const);
  void unifyCompound(Value *Arg, const TermPtr &Pat);
  void branchUnless(Value *Cond);

  // Goals and clauses.
  GoalKind kind(const Term &G);
  void splitClause(ClauseInfo &CI);
  void defineClause(Predicate &Pr, size_t I, Function *F);
  void segment(ClauseInfo &CI, size_t K);
  bool inlineGoal(const TermPtr &G);
  void callGoal(const TermPtr &G, Value *Kc, Value *Ke);
  void callPredicate(const TermPtr &G, Value *Kc, Value *Ke);
  void builtin(const TermPtr &G, FunctionCallee Fn);
  bool fastArith(const Term &E);
  Value *intExpr(const TermPtr &E, BasicBlock *Slow);
  bool arithGoal(const TermPtr &G);
  void cutTo(Value *Barrier, Value *TrailMark);

  // Predicates.
  void declarePredicate(Predicate &Pr);
  void definePredicate(Predicate &Pr);
  void defineDynamic(Predicate &Pr, Function *F);
  /// First-argument indexing, decided at compile time: the clauses each
  /// kind of first argument can match, as sequences in one table.
  struct Index {
    std::vector<int64_t> Seq;                // clause numbers, each sequence ended by -1
    size_t VarStart = 0, OtherStart = 0;     // an unbound argument; one no clause names
    std::vector<std::pair<Constant *, size_t>> Keys; // a key a clause names -> its sequence
    GlobalVariable *Table = nullptr;
  };
  Index buildIndex(Predicate &Pr);
  Function *defineRetry(Predicate &Pr, const std::vector<Function *> &Clauses, const Index &Ix);
  void selectClauses(Predicate &Pr, const std::vector<Function *> &Clauses, const Index &Ix,
                     Function *Retry, ArrayRef<Value *> Args, Value *Kc, Value *Ke, Value *B0,
                     Value *TR0);
  void trySequence(Predicate &Pr, const std::vector<Function *> &Clauses, const Index &Ix,
                   size_t Start, Function *Retry, ArrayRef<Value *> Args, Value *Kc, Value *Ke,
                   Value *B0, Value *TR0);
  void dispatch(Predicate &Pr, const std::vector<Function *> &Clauses, Value *Which,
                ArrayRef<Value *> Args, Value *Kc, Value *Ke, Value *B0, Value *TR0);
  void portCall(Predicate &Pr, Value *Kc, Value *Ke);
  struct Entry {
    std::vector<Value *> Args;
    Value *Kc, *Ke;
  };
  Entry entry(Predicate &Pr, Function *F, bool Counted = false);
  Function *countedEntry(Predicate &Pr);
  void lastCall(const TermPtr &Call, Predicate &Callee, Value *OwnKc = nullptr,
                Value *OwnKe = nullptr);
  Predicate *exitCounted(const Term &Call);
  Value *clauseCounts(Predicate &Pr);
  void bump(Value *Counts, unsigned I);
  void defineMeta(Predicate &Pr);
  void defineBuiltinMeta(const std::string &Name, unsigned Arity, FunctionCallee Fn);
  GlobalVariable *portsFor(Predicate &Pr);
  bool profiled(const Predicate &Pr) const {
    return O.Profile && !Pr.System && Pr.Owner.empty();
  }

  // The program's tables and entry.
  void emitTables();
  void emitRunGoal();
};

uint32_t Gen::atom(const std::string &Name) {
  auto It = Atoms.find(Name);
  if (It != Atoms.end())
    return It->second;
  uint32_t N = PL_ATOM_FIRST_FREE + NewAtoms.size();
  Atoms[Name] = N;
  NewAtoms.push_back(Name);
  return N;
}

FunctionType *Gen::predType(unsigned Arity, unsigned Extra) {
  std::vector<Type *> Params(Arity, I64);
  Params.push_back(Ptr);
  Params.push_back(Ptr);
  for (unsigned I = 0; I < Extra; ++I)
    Params.push_back(Ptr);
  return FunctionType::get(I32, Params, false);
}

/// A function of \p Owner's code: profiled as a part of it (aux predicates
/// belong to the user predicate they came from), or not at all.
Function *Gen::makeFn(FunctionType *FT, const std::string &Name, const Predicate &Owner) {
  Function *F = Function::Create(FT, GlobalValue::InternalLinkage, Name, *M);
  F->setCallingConv(CallingConv::Tail);
  if (Owner.System)
    F->addFnAttr(CCPROF_NOPROFILE_ATTR);
  else
    F->addFnAttr(CCPROF_PART_OF_ATTR, Owner.Owner.empty() ? Owner.key() : Owner.Owner);
  return F;
}

void Gen::begin(Function *F) {
  S = FnState();
  S.F = F;
  B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", F));
  B.SetCurrentDebugLocation(DebugLoc());
  if (DISubprogram *SP = F->getSubprogram())
    B.SetCurrentDebugLocation(DILocation::get(Ctx, SP->getLine(), 1, SP));
}

Value *Gen::word(Value *Base, unsigned I) { return B.CreateConstInBoundsGEP1_64(I64, Base, I); }

void Gen::tailCall(FunctionCallee Fn, ArrayRef<Value *> Args) {
  CallInst *C = B.CreateCall(Fn, Args);
  C->setCallingConv(CallingConv::Tail);
  C->setTailCallKind(CallInst::TCK_Tail);
  B.CreateRet(C);
}

void Gen::tailCallK(Value *Kc, Value *Ke) { tailCall(FunctionCallee(contType(), Kc), {Ke}); }

/// A built-in's status: go on if PL_TRUE, else fail or throw.
void Gen::onStatus(Value *R) {
  BasicBlock *Ok = BasicBlock::Create(Ctx, "ok", S.F);
  BasicBlock *NotOk = BasicBlock::Create(Ctx, "notok", S.F);
  BasicBlock *Raise = BasicBlock::Create(Ctx, "raise", S.F);
  BasicBlock *Fail = BasicBlock::Create(Ctx, "fail", S.F);
  B.CreateCondBr(B.CreateICmpEQ(R, ConstantInt::get(I32, PL_TRUE)), Ok, NotOk);
  B.SetInsertPoint(NotOk);
  B.CreateCondBr(B.CreateICmpEQ(R, ConstantInt::get(I32, PL_FALSE)), Fail, Raise);
  B.SetInsertPoint(Fail);
  fail();
  B.SetInsertPoint(Raise);
  tailCall(RT.Throw, {});
  B.SetInsertPoint(Ok);
}

/// A new choice point; a full choice-point stack throws (pl_push_cp has
/// set pl_ball to the resource error).
Value *Gen::pushCp(Value *Retry, uint64_t Words) {
  Value *Cp = B.CreateCall(RT.PushCp, {Retry, c64(Words)});
  BasicBlock *Full = BasicBlock::Create(Ctx, "cpfull", S.F);
  BasicBlock *Ok = BasicBlock::Create(Ctx, "pushed", S.F);
  B.CreateCondBr(B.CreateIsNull(Cp), Full, Ok);
  B.SetInsertPoint(Full);
  tailCall(RT.Throw, {});
  B.SetInsertPoint(Ok);
  RT.saveNode(B, Cp, CpNode);
  return Cp;
}

/// Continue if \p Cond holds, else fail.
void Gen::branchUnless(Value *Cond) {
  BasicBlock *Ok = BasicBlock::Create(Ctx, "ok", S.F);
  BasicBlock *Fail = BasicBlock::Create(Ctx, "fail", S.F);
  B.CreateCondBr(Cond, Ok, Fail);
  B.SetInsertPoint(Fail);
  fail();
  B.SetInsertPoint(Ok);
}

//===-- Terms -------------------------------------------------------------===//

bool Gen::isGround(const Term &T) {
  std::vector<const Term *> Work{&T};
  while (!Work.empty()) {
    const Term *X = Work.back();
    Work.pop_back();
    if (X->K == Term::Var || X->K == Term::Float || X->K == Term::String)
      return false;
    for (const TermPtr &A : X->Args)
      Work.push_back(A.get());
  }
  return true;
}

/// A ground term as a constant: atoms and integers are immediate, compounds
/// static words that nothing ever writes (they contain no variable).
Constant *Gen::ground(const TermPtr &T) {
  if (T->K == Term::Atom)
    return atomTerm(T->Name);
  if (T->K == Term::Int)
    return c64(PL_MKINT(T->IntVal));
  auto It = GroundCache.find(T.get());
  if (It != GroundCache.end())
    return It->second;
  bool List = T->is("[|]", 2);
  std::vector<Constant *> Words;
  if (!List)
    Words.push_back(functorWord(T->Name, T->Args.size()));
  for (const TermPtr &A : T->Args)
    Words.push_back(ground(A));
  auto *Ty = ArrayType::get(I64, Words.size());
  auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage,
                               ConstantArray::get(Ty, Words), "pl.ground");
  G->setAlignment(Align(8));
  Constant *V = ConstantExpr::getAdd(ConstantExpr::getPtrToInt(G, I64),
                                     c64(List ? PL_TAG_LST : PL_TAG_STR));
  GroundCache[T.get()] = V;
  return V;
}

AllocaInst *Gen::slot(const std::string &Var) {
  AllocaInst *&A = S.Slots[Var];
  if (!A) {
    IRBuilder<> E(&S.F->getEntryBlock(), S.F->getEntryBlock().begin());
    A = E.CreateAlloca(I64, nullptr, Var);
  }
  return A;
}

void Gen::define(const std::string &Var, Value *V) {
  B.CreateStore(V, slot(Var));
  S.Defined.insert(Var);
}

/// The term \p T as a value, creating its variables on their first occurrence.
Value *Gen::put(const TermPtr &T) {
  switch (T->K) {
  case Term::Var:
    if (!defined(T))
      define(T->Name, RT.newVar(B));
    return B.CreateLoad(I64, slot(T->Name));
  case Term::Atom:
  case Term::Int:
    return ground(T);
  case Term::Float:
    return B.CreateCall(RT.MakeFloat, {ConstantFP::get(Type::getDoubleTy(Ctx), T->FloatVal)});
  case Term::String: {
    Constant *Bytes = B.CreateGlobalString(T->Name, "pl.str");
    return B.CreateCall(RT.MakeString, {Bytes, c64(T->Name.size())});
  }
  case Term::Compound:
    return isGround(*T) ? ground(T) : putCompound(T);
  }
  return nullptr;
}

/// A compound with variables, built on the heap. An argument that is a
/// variable's first occurrence becomes an unbound cell of the compound.
Value *Gen::putCompound(const TermPtr &T) {
  bool List = T->is("[|]", 2);
  unsigned Off = List ? 0 : 1;
  Value *Cells = RT.alloc(B, T->Args.size() + Off);
  if (!List)
    store(functorWord(T->Name, T->Args.size()), Cells, 0);
  for (size_t I = 0; I < T->Args.size(); ++I) {
    const TermPtr &A = T->Args[I];
    Value *Cell = word(Cells, I + Off);
    if (A->K == Term::Var && !defined(A)) {
      Value *Ref = B.CreatePtrToInt(Cell, I64);
      B.CreateStore(Ref, Cell);
      define(A->Name, Ref);
    } else {
      B.CreateStore(put(A), Cell);
    }
  }
  return B.CreateAdd(B.CreatePtrToInt(Cells, I64), c64(List ? PL_TAG_LST : PL_TAG_STR));
}

/// Unifies the value \p Arg with the head pattern \p Pat.
void Gen::unifyHead(Value *Arg, const TermPtr &Pat) {
  switch (Pat->K) {
  case Term::Var:
    if (!defined(Pat)) {
      define(Pat->Name, Arg);
      return;
    }
    onStatus(B.CreateCall(RT.Unify, {B.CreateLoad(I64, slot(Pat->Name)), Arg}));
    return;
  case Term::Atom:
  case Term::Int:
    unifyAtomic(Arg, ground(Pat));
    return;
  case Term::Float:
  case Term::String:
    onStatus(B.CreateCall(RT.Unify, {Arg, put(Pat)}));
    return;
  case Term::Compound:
    unifyCompound(Arg, Pat);
    return;
  }
}

void Gen::unifyAtomic(Value *Arg, Value *Const) {
  Value *D = deref(Arg);
  BasicBlock *Done = BasicBlock::Create(Ctx, "same", S.F);
  BasicBlock *Other = BasicBlock::Create(Ctx, "other", S.F);
  BasicBlock *Bind = BasicBlock::Create(Ctx, "bind", S.F);
  BasicBlock *Fail = BasicBlock::Create(Ctx, "fail", S.F);
  B.CreateCondBr(B.CreateICmpEQ(D, Const), Done, Other);
  B.SetInsertPoint(Other);
  B.CreateCondBr(B.CreateICmpEQ(tagOf(D), c64(PL_TAG_REF)), Bind, Fail);
  B.SetInsertPoint(Fail);
  fail();
  B.SetInsertPoint(Bind);
  B.CreateCall(RT.Bind, {D, Const});
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
}

/// get_structure: an unbound argument is bound to the pattern built (write
/// mode); a compound of the same functor has its arguments unified one by
/// one (read mode); anything else fails. Both ways define the same
/// variables, so the code after them sees one state.
void Gen::unifyCompound(Value *Arg, const TermPtr &Pat) {
  bool List = Pat->is("[|]", 2);
  Value *D = deref(Arg);
  Value *Tag = tagOf(D);
  BasicBlock *Write = BasicBlock::Create(Ctx, "write", S.F);
  BasicBlock *NotVar = BasicBlock::Create(Ctx, "notvar", S.F);
  BasicBlock *Read = BasicBlock::Create(Ctx, "read", S.F);
  BasicBlock *Fail = BasicBlock::Create(Ctx, "fail", S.F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "unified", S.F);
  B.CreateCondBr(B.CreateICmpEQ(Tag, c64(PL_TAG_REF)), Write, NotVar);
  B.SetInsertPoint(NotVar);
  if (List) {
    B.CreateCondBr(B.CreateICmpEQ(Tag, c64(PL_TAG_LST)), Read, Fail);
  } else {
    BasicBlock *IsStr = BasicBlock::Create(Ctx, "isstr", S.F);
    B.CreateCondBr(B.CreateICmpEQ(Tag, c64(PL_TAG_STR)), IsStr, Fail);
    B.SetInsertPoint(IsStr);
    Value *F = load(untag(D), 0);
    B.CreateCondBr(B.CreateICmpEQ(F, functorWord(Pat->Name, Pat->Args.size())), Read, Fail);
  }
  B.SetInsertPoint(Fail);
  fail();

  std::set<std::string> Before = S.Defined;
  B.SetInsertPoint(Write);
  B.CreateCall(RT.Bind, {D, put(Pat)});
  B.CreateBr(Done);

  S.Defined = Before;
  B.SetInsertPoint(Read);
  Value *Cells = untag(D);
  for (size_t I = 0; I < Pat->Args.size(); ++I)
    unifyHead(load(Cells, I + (List ? 0 : 1)), Pat->Args[I]);
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
}

//===-- Goals -------------------------------------------------------------===//

static bool isBuiltinGoal(const Term &G) {
#define PL_BUILTIN(BName, BArity, BFn)                                                     \
  if (G.Name == BName && G.arity() == BArity)                                              \
    return true;
  PL_BUILTINS
#undef PL_BUILTIN
  return false;
}

GoalKind Gen::kind(const Term &G) {
  if (G.K == Term::Atom || G.K == Term::Compound) {
    if (G.isAtom("fail") || G.isAtom("false") || G.is("throw", 1) || G.isAtom("halt") ||
        G.is("halt", 1))
      return GoalKind::Terminal;
    if (G.isAtom("!") || G.isAtom("true") || G.is("=", 2) || G.is("$cut", 1) ||
        G.is("$barrier", 1) || isBuiltinGoal(G))
      return GoalKind::Inline;
  }
  return GoalKind::Call;
}

/// A cut back to \p Barrier; with -p, the markers left since \p TrailMark
/// are popped (Runtime::emitPortCut) - none when \p TrailMark is null.
void Gen::cutTo(Value *Barrier, Value *TrailMark) {
  B.CreateStore(Barrier, RT.RegB);
  if (O.Profile && TrailMark)
    RT.emitPortCut(B, TrailMark);
}

void Gen::builtin(const TermPtr &G, FunctionCallee Fn) {
  std::vector<Value *> Args;
  for (const TermPtr &A : G->Args)
    Args.push_back(put(A));
  onStatus(B.CreateCall(Fn, Args));
}

/// Can \p E be computed inline when its variables hold small integers?
/// (+, -, * and integer literals; anything else goes to is/2 in C.)
bool Gen::fastArith(const Term &E) {
  if (E.K == Term::Int || E.K == Term::Var)
    return true;
  if ((E.is("+", 2) || E.is("-", 2) || E.is("*", 2)))
    return fastArith(*E.Args[0]) && fastArith(*E.Args[1]);
  return false;
}

/// The value of \p E as an untagged i64, or a branch to \p Slow when a
/// variable does not hold an integer or a result leaves the 61 bits.
Value *Gen::intExpr(const TermPtr &E, BasicBlock *Slow) {
  if (E->K == Term::Int)
    return c64(E->IntVal);
  if (E->K == Term::Var) {
    Value *D = deref(put(E));
    BasicBlock *Ok = BasicBlock::Create(Ctx, "int", S.F);
    B.CreateCondBr(B.CreateICmpEQ(tagOf(D), c64(PL_TAG_INT)), Ok, Slow);
    B.SetInsertPoint(Ok);
    return B.CreateAShr(D, 3);
  }
  Value *L = intExpr(E->Args[0], Slow);
  Value *R = intExpr(E->Args[1], Slow);
  Intrinsic::ID Op = E->Name == "+"   ? Intrinsic::sadd_with_overflow
                     : E->Name == "-" ? Intrinsic::ssub_with_overflow
                                      : Intrinsic::smul_with_overflow;
  Value *Pair = B.CreateBinaryIntrinsic(Op, L, R);
  Value *V = B.CreateExtractValue(Pair, 0);
  // Within 61 bits: shifting up 3 and back gives the value again.
  Value *Fits = B.CreateICmpEQ(B.CreateAShr(B.CreateShl(V, 3), 3), V);
  Value *Ok = B.CreateAnd(Fits, B.CreateNot(B.CreateExtractValue(Pair, 1)));
  BasicBlock *Next = BasicBlock::Create(Ctx, "int", S.F);
  B.CreateCondBr(Ok, Next, Slow);
  B.SetInsertPoint(Next);
  return V;
}

/// is/2 and the arithmetic comparisons with an integer fast path inline;
/// anything else (floats, other functions, errors) is the C built-in's,
/// which gives the same result. False if \p G is none of them.
bool Gen::arithGoal(const TermPtr &G) {
  static const std::map<std::string, std::pair<CmpInst::Predicate, const char *>> Cmp = {
      {"<", {CmpInst::ICMP_SLT, "pl_bi_num_lt"}},  {">", {CmpInst::ICMP_SGT, "pl_bi_num_gt"}},
      {"=<", {CmpInst::ICMP_SLE, "pl_bi_num_le"}}, {">=", {CmpInst::ICMP_SGE, "pl_bi_num_ge"}},
      {"=:=", {CmpInst::ICMP_EQ, "pl_bi_num_eq"}}, {"=\\=", {CmpInst::ICMP_NE, "pl_bi_num_ne"}}};
  bool Is = G->is("is", 2);
  auto C = Cmp.find(G->Name);
  if (G->arity() != 2 || (!Is && C == Cmp.end()))
    return false;
  const TermPtr &L = G->Args[0], &R = G->Args[1];
  if (Is ? !fastArith(*R) : !(fastArith(*L) && fastArith(*R)))
    return false;
  // A first occurrence in the expression would be an instantiation error:
  // the C built-in reports it.
  std::set<std::string> Before = S.Defined;
  bool Fresh = false;
  std::vector<const Term *> Work{R.get()};
  if (!Is)
    Work.push_back(L.get());
  while (!Work.empty()) {
    const Term *X = Work.back();
    Work.pop_back();
    Fresh |= X->K == Term::Var && !Before.count(X->Name);
    for (const TermPtr &A : X->Args)
      Work.push_back(A.get());
  }
  if (Fresh)
    return false;
  BasicBlock *Slow = BasicBlock::Create(Ctx, "arith.slow", S.F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "arith.done", S.F);
  if (Is) {
    Value *V = intExpr(R, Slow);
    Value *T = B.CreateOr(B.CreateShl(V, 3), c64(PL_TAG_INT));
    if (L->K == Term::Var && !defined(L)) {
      define(L->Name, T);
      B.CreateBr(Done);
      B.SetInsertPoint(Slow);
      S.Defined = Before;
      Value *Var = RT.newVar(B);
      define(L->Name, Var);
      onStatus(B.CreateCall(RT.builtin("pl_bi_is", 2), {Var, put(R)}));
    } else {
      Value *Target = put(L);
      onStatus(B.CreateCall(RT.Unify, {Target, T}));
      B.CreateBr(Done);
      B.SetInsertPoint(Slow);
      onStatus(B.CreateCall(RT.builtin("pl_bi_is", 2), {put(L), put(R)}));
    }
  } else {
    Value *A = intExpr(L, Slow);
    Value *Bv = intExpr(R, Slow);
    branchUnless(B.CreateICmp(C->second.first, A, Bv));
    B.CreateBr(Done);
    B.SetInsertPoint(Slow);
    onStatus(B.CreateCall(RT.builtin(C->second.second, 2), {put(L), put(R)}));
  }
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  return true;
}

/// An inline goal; false if it ends the code (fail, throw, halt).
bool Gen::inlineGoal(const TermPtr &G) {
  if (G->isAtom("true"))
    return true;
  if (G->isAtom("fail") || G->isAtom("false")) {
    fail();
    return false;
  }
  if (G->isAtom("!")) {
    // Before the clause's first call (no environment yet: segment 0) its
    // boxes have left no marker: a neck cut (deriv's d/3) pops none.
    cutTo(S.B0, S.Env ? S.TR0 : nullptr);
    return true;
  }
  if (G->is("$barrier", 1)) {
    Value *Cell = RT.alloc(B, 2);
    B.CreateStore(S.B0, word(Cell, 0));
    B.CreateStore(S.TR0 ? S.TR0 : ConstantPointerNull::get(Ptr), word(Cell, 1));
    define(G->Args[0]->Name, B.CreateAdd(B.CreatePtrToInt(Cell, I64), c64(PL_TAG_INT)));
    return true;
  }
  if (G->is("$cut", 1)) {
    Value *Cell = untag(put(G->Args[0]));
    cutTo(loadPtr(Cell, 0), loadPtr(Cell, 1));
    return true;
  }
  if (G->is("=", 2)) {
    const TermPtr &L = G->Args[0], &R = G->Args[1];
    if (L->K == Term::Var && !defined(L))
      define(L->Name, put(R));
    else if (R->K == Term::Var && !defined(R))
      define(R->Name, put(L));
    else
      onStatus(B.CreateCall(RT.Unify, {put(L), put(R)}));
    return true;
  }
  if (G->is("throw", 1)) {
    B.CreateCall(RT.ThrowCopy, {put(G->Args[0])});
    tailCall(RT.Throw, {});
    return false;
  }
  if (arithGoal(G))
    return true;
  if (G->isAtom("halt") || G->is("halt", 1)) {
    B.CreateCall(RT.Halt, {G->K == Term::Atom ? c64(PL_MKINT(0)) : put(G->Args[0])});
    B.CreateUnreachable();
    return false;
  }
#define PL_BUILTIN(BName, BArity, BFn)                                                     \
  if (G->Name == BName && G->arity() == BArity) {                                          \
    builtin(G, RT.builtin(#BFn, BArity));                                                  \
    return true;                                                                           \
  }
  PL_BUILTINS
#undef PL_BUILTIN
  return true;
}

/// A call of a predicate known in this program, or else through the
/// run-time table (a predicate made by assert, or an existence error).
void Gen::callPredicate(const TermPtr &G, Value *Kc, Value *Ke) {
  auto It = PredFns.find(keyOf(*G));
  if (It == PredFns.end()) {
    tailCall(RT.CallPred, {put(G), Kc, Ke});
    return;
  }
  std::vector<Value *> Args;
  for (const TermPtr &A : G->Args)
    Args.push_back(put(A));
  Args.push_back(Kc);
  Args.push_back(Ke);
  tailCall(It->second, Args);
}

/// A goal that continues with (Kc, Ke): a call, findall/3 or catch/3.
void Gen::callGoal(const TermPtr &G, Value *Kc, Value *Ke) {
  if (G->is("$meta", 1)) {
    callPredicate(mkCompound(G->At, "call", {G->Args[0]}), Kc, Ke);
    return;
  }
  if (G->is("$call_pred", 1)) {
    tailCall(RT.CallPred, {put(G->Args[0]), Kc, Ke});
    return;
  }
  if (G->is("$findall", 3)) {
    Value *T = put(G->Args[0]), *L = put(G->Args[2]);
    Value *Frame = pushCp(RT.FindallDone, 4);
    B.CreateStore(Kc, word(Frame, CpKcode));
    B.CreateStore(Ke, word(Frame, CpKenv));
    store(T, Frame, CpArgs);
    store(L, Frame, CpArgs + 1);
    store(atomTerm("[]"), Frame, CpArgs + 2);
    store(c64(0), Frame, CpArgs + 3);
    callPredicate(G->Args[1], RT.FindallCollect, Frame);
    return;
  }
  if (G->is("$catch", 3)) {
    Value *Catcher = put(G->Args[1]), *Recovery = put(G->Args[2]);
    Value *Frame = pushCp(RT.CatchRetry, 2);
    B.CreateStore(Kc, word(Frame, CpKcode));
    B.CreateStore(Ke, word(Frame, CpKenv));
    store(c64(PL_CATCH_FRAME), Frame, CpNext);
    store(Catcher, Frame, CpArgs);
    store(Recovery, Frame, CpArgs + 1);
    Value *W = RT.alloc(B, 3);
    B.CreateStore(Kc, word(W, 0));
    B.CreateStore(Ke, word(W, 1));
    B.CreateStore(Frame, word(W, 2));
    callPredicate(G->Args[0], RT.CatchExit, W);
    return;
  }
  callPredicate(G, Kc, Ke);
}

//===-- Clauses -----------------------------------------------------------===//

/// Splits the body after each call: segment k runs in the clause function
/// (k = 0, with the head) or in continuation k. A variable that occurs in
/// more than one segment lives in the clause's environment.
void Gen::splitClause(ClauseInfo &CI) {
  CI.Segs.emplace_back();
  for (const TermPtr &G : CI.Cl->Body) {
    CI.Segs.back().Goals.push_back(G);
    if (kind(*G) == GoalKind::Call) {
      CI.Segs.back().EndsInCall = true;
      CI.Segs.emplace_back();
    }
  }
  // The last goal is a call: the last call passes the clause's continuation
  // on - with -p, through an exit counter for a profiled callee (segment),
  // or, if the clause has an environment anyway, to a continuation of its
  // own that counts the exit (Runtime::exitCounter says when).
  if (CI.Segs.size() > 1 && CI.Segs.back().Goals.empty() && CI.Segs[CI.Segs.size() - 2].EndsInCall) {
    if (CI.Segs.size() > 2 && exitCounted(*CI.Segs[CI.Segs.size() - 2].Goals.back()))
      CI.OwnExitK = true;
    else
      CI.Segs.pop_back();
  }
  std::map<std::string, std::set<size_t>> Where;
  auto Note = [&](const TermPtr &T, size_t K) {
    std::vector<const Term *> Work{T.get()};
    while (!Work.empty()) {
      const Term *X = Work.back();
      Work.pop_back();
      if (X->K == Term::Var)
        Where[X->Name].insert(K);
      for (const TermPtr &A : X->Args)
        Work.push_back(A.get());
    }
  };
  for (const TermPtr &A : CI.Cl->Head)
    Note(A, 0);
  for (size_t K = 0; K < CI.Segs.size(); ++K)
    for (const TermPtr &G : CI.Segs[K].Goals)
      Note(G, K);
  // A cut after the first call needs the clause's barrier (and trail mark).
  for (size_t K = 1; K < CI.Segs.size(); ++K)
    for (const TermPtr &G : CI.Segs[K].Goals)
      if (G->isAtom("!") || G->is("$barrier", 1))
        CI.Barrier = true;
  CI.EnvVars = CI.Barrier ? 4 : 2;
  if (RT.stacks())
    CI.EnvNode = CI.EnvVars++;
  unsigned Next = CI.EnvVars;
  for (auto &[V, Ks] : Where) {
    CI.FirstSeg[V] = *Ks.begin();
    if (Ks.size() > 1)
      CI.EnvSlot[V] = Next++;
  }
}

void Gen::segment(ClauseInfo &CI, size_t K) {
  const Segment &Seg = CI.Segs[K];
  bool Last = K + 1 == CI.Segs.size();
  size_t N = Seg.Goals.size() - (Seg.EndsInCall ? 1 : 0);
  for (size_t I = 0; I < N; ++I)
    if (!inlineGoal(Seg.Goals[I]))
      return; // fail, throw or halt: the rest is dead
  if (!Seg.EndsInCall) {
    tailCallK(S.Kc, S.Ke);
    return;
  }
  const TermPtr &Call = Seg.Goals.back();
  if (Last) {
    if (Predicate *Callee = exitCounted(*Call))
      lastCall(Call, *Callee);
    else
      callGoal(Call, S.Kc, S.Ke);
    return;
  }
  if (!S.Env) { // segment 0: the environment
    S.Env = RT.alloc(B, CI.EnvVars + CI.EnvSlot.size());
    B.CreateStore(S.Kc, word(S.Env, EnvKc));
    B.CreateStore(S.Ke, word(S.Env, EnvKe));
    if (CI.Barrier) {
      B.CreateStore(S.B0, word(S.Env, EnvB0));
      B.CreateStore(S.TR0 ? S.TR0 : ConstantPointerNull::get(Ptr), word(S.Env, EnvTR0));
    }
    if (CI.EnvNode)
      RT.saveNode(B, S.Env, CI.EnvNode);
  }
  // The permanent variables first seen in this segment go to the
  // environment (those first seen in the call are made here, as cells).
  for (auto &[V, Slot] : CI.EnvSlot)
    if (CI.FirstSeg[V] == K && !S.Defined.count(V))
      define(V, RT.newVar(B));
  for (auto &[V, Slot] : CI.EnvSlot)
    if (CI.FirstSeg[V] == K)
      B.CreateStore(B.CreateLoad(I64, slot(V)), word(S.Env, Slot));
  // The last call, with a continuation that only counts its exit.
  if (CI.OwnExitK && K + 2 == CI.Segs.size())
    lastCall(Call, *exitCounted(*Call), CI.Conts[K + 1], S.Env);
  else
    callGoal(Call, CI.Conts[K + 1], S.Env);
}

void Gen::defineClause(Predicate &Pr, size_t I, Function *F) {
  ClauseInfo CI;
  CI.Pred = &Pr;
  CI.Cl = &Pr.Clauses[I];
  CI.Index = I;
  splitClause(CI);
  CI.Conts.push_back(nullptr);
  for (size_t K = 1; K < CI.Segs.size(); ++K)
    CI.Conts.push_back(makeFn(contType(), F->getName().str() + ".k" + std::to_string(K), Pr));

  begin(F);
  auto Arg = F->arg_begin();
  std::vector<Value *> Args;
  for (unsigned A = 0; A < Pr.Arity; ++A)
    Args.push_back(&*Arg++);
  S.Kc = &*Arg++;
  S.Ke = &*Arg++;
  S.B0 = &*Arg++;
  S.TR0 = O.Profile ? static_cast<Value *>(&*Arg++) : nullptr;
  Value *Counts = clauseCounts(Pr);
  if (Counts)
    bump(Counts, 2 * I); // tried
  for (unsigned A = 0; A < Pr.Arity; ++A)
    unifyHead(Args[A], CI.Cl->Head[A]);
  if (Counts)
    bump(Counts, 2 * I + 1); // its head unified
  segment(CI, 0);

  for (size_t K = 1; K < CI.Segs.size(); ++K) {
    begin(CI.Conts[K]);
    S.Env = &*CI.Conts[K]->arg_begin();
    if (CI.OwnExitK && K + 1 == CI.Segs.size()) // a chain link's tag
      S.Env = RT.untagOwnExit(B, S.Env);
    S.Kc = loadPtr(S.Env, EnvKc);
    S.Ke = loadPtr(S.Env, EnvKe);
    if (CI.EnvNode)
      RT.restoreNode(B, S.Env, CI.EnvNode);
    S.B0 = CI.Barrier ? loadPtr(S.Env, EnvB0) : nullptr;
    S.TR0 = O.Profile && CI.Barrier ? loadPtr(S.Env, EnvTR0) : nullptr;
    if (Predicate *Callee = exitCounted(*CI.Segs[K - 1].Goals.back()))
      RT.emitPortExit(B, portsFor(*Callee));
    for (auto &[V, Slot] : CI.EnvSlot)
      if (CI.FirstSeg[V] < K)
        define(V, load(S.Env, Slot));
    segment(CI, K);
  }
}

//===-- Predicates --------------------------------------------------------===//

GlobalVariable *Gen::portsFor(Predicate &Pr) {
  GlobalVariable *&G = Ports[Pr.key()];
  if (G)
    return G;
  StructType *Ty = RT.PortsTy;
  std::vector<Constant *> Init;
  Constant *Sym = B.CreateGlobalString(Pr.key(), "pl.sym");
  Constant *Counts = ConstantPointerNull::get(Ptr);
  uint64_t NClauses = 0;
  if (O.ClauseCounts && !Pr.Dynamic) {
    NClauses = Pr.Clauses.size();
    auto *CTy = ArrayType::get(I64, 2 * NClauses);
    Counts = new GlobalVariable(*M, CTy, false, GlobalValue::PrivateLinkage,
                                Constant::getNullValue(CTy), "pl.clauses");
  }
  for (unsigned I = 0; I < CCPROF_PORTS_NUM_FIELDS; ++I)
    Init.push_back(I == CCPROF_PORTS_SYMBOL    ? Sym
                   : I == CCPROF_PORTS_CLAUSES ? Counts
                   : I == CCPROF_PORTS_NCLAUSES ? c64(NClauses)
                                                : c64(0));
  G = new GlobalVariable(*M, Ty, false, GlobalValue::InternalLinkage,
                         ConstantStruct::get(Ty, Init), "__ccprof_ports." + Pr.key());
  G->setSection(CCPROF_PORTS_SECTION);
  G->setAlignment(Align(CCPROF_PORTS_ALIGN)); // a marker's 4 low bits (pl_control.h)
  return G;
}

/// The call port: the box opens (its predicate's box time is sampled while
/// one is open) and a call marker goes on the port trail. The exit port is the caller's: the
/// continuation of a call counts the exit of the predicate it called
/// (Gen::defineClause); a last call, and call/N's entry (defineMeta), pass
/// an exit counter on instead (Runtime::exitCounter) - or, in a clause with
/// an environment, a continuation of its own that only counts the exit.
void Gen::portCall(Predicate &Pr, Value *Kc, Value *Ke) {
  RT.emitPortCall(B, portsFor(Pr), Kc, Ke);
}

/// A predicate's entry \p F: its arguments and continuation, after the call
/// port (with -p; only the box's opening at the counted entry, whose
/// continuation is an exit counter that counts the box already).
Gen::Entry Gen::entry(Predicate &Pr, Function *F, bool Counted) {
  begin(F);
  Entry E;
  auto Arg = F->arg_begin();
  for (unsigned A = 0; A < Pr.Arity; ++A)
    E.Args.push_back(&*Arg++);
  E.Kc = &*Arg++;
  E.Ke = &*Arg++;
  if (Counted)
    RT.emitPortOpen(B, portsFor(Pr));
  else if (profiled(Pr))
    portCall(Pr, E.Kc, E.Ke);
  return E;
}

/// -p: the entry of \p Pr for a last call whose exit counter counts the
/// box already (Runtime::exitCounter), which need not check for one and
/// leaves no call marker - or null (a dynamic predicate). The pass counts
/// its calls as \p Pr's (CCPROF_ENTRY_OF_ATTR).
Function *Gen::countedEntry(Predicate &Pr) {
  auto It = CountedFns.find(Pr.key());
  return It == CountedFns.end() ? nullptr : It->second;
}

/// The last call \p Call of a clause to \p Callee, a profiled predicate:
/// its exit is counted by an exit counter, or with \p OwnKc (a clause with
/// an environment) by the clause's own continuation (Runtime::exitCounter).
void Gen::lastCall(const TermPtr &Call, Predicate &Callee, Value *OwnKc, Value *OwnKe) {
  std::vector<Value *> Args;
  for (const TermPtr &A : Call->Args)
    Args.push_back(put(A));
  auto [Kc, Ke] = RT.exitCounter(B, portsFor(Callee), S.Kc, S.Ke, OwnKc, OwnKe);
  Args.push_back(Kc);
  Args.push_back(Ke);
  Function *Counted = countedEntry(Callee);
  Function *Plain = PredFns[Callee.key()];
  if (!Counted) {
    tailCall(Plain, Args);
    return;
  }
  if (!OwnKc) {
    tailCall(Counted, Args);
    return;
  }
  BasicBlock *ToCounted = BasicBlock::Create(Ctx, "last.counted", S.F);
  BasicBlock *ToPlain = BasicBlock::Create(Ctx, "last.own", S.F);
  B.CreateCondBr(B.CreateICmpEQ(Kc, RT.PortExit), ToCounted, ToPlain);
  B.SetInsertPoint(ToCounted);
  tailCall(Counted, Args);
  B.SetInsertPoint(ToPlain);
  tailCall(Plain, Args);
}

/// The profiled predicate a call goal enters directly, whose exit port the
/// continuation after it must count; null for anything else.
Predicate *Gen::exitCounted(const Term &Call) {
  if (!O.Profile || Call.is("$meta", 1) || Call.is("$call_pred", 1) ||
      Call.is("$findall", 3) || Call.is("$catch", 3))
    return nullptr;
  Predicate *Pr = P.find(keyOf(Call));
  return Pr && profiled(*Pr) ? Pr : nullptr;
}

/// --clause-counts: the predicate's [tried, unified] pairs, or null.
Value *Gen::clauseCounts(Predicate &Pr) {
  if (!profiled(Pr) || !O.ClauseCounts || Pr.Dynamic)
    return nullptr;
  GlobalVariable *G = portsFor(Pr);
  return cast<ConstantStruct>(G->getInitializer())->getOperand(CCPROF_PORTS_CLAUSES);
}

void Gen::bump(Value *Counts, unsigned I) {
  Value *W = word(Counts, I);
  B.CreateStore(B.CreateAdd(B.CreateLoad(I64, W), c64(1)), W);
}

/// The sequences of clauses to try: for an unbound first argument every
/// clause; for an atom, integer, functor or list the clauses whose first
/// argument is that or a variable; for anything else (a float, a string, a
/// key no clause names) the clauses whose first argument is a variable.
Gen::Index Gen::buildIndex(Predicate &Pr) {
  Index Ix;
  std::vector<Constant *> ClauseKey;
  std::vector<Constant *> Distinct;
  for (const Clause &C : Pr.Clauses) {
    const TermPtr *A = C.Head.empty() ? nullptr : &C.Head[0];
    Constant *K = nullptr;
    if (A && ((*A)->K == Term::Atom || (*A)->K == Term::Int))
      K = ground(*A);
    else if (A && (*A)->is("[|]", 2))
      K = c64(PL_FUNCTOR_DOT);
    else if (A && (*A)->K == Term::Compound)
      K = functorWord((*A)->Name, (*A)->Args.size());
    else if (A && ((*A)->K == Term::Float || (*A)->K == Term::String))
      K = c64(1); // matches only what no key names: tried with the others
    ClauseKey.push_back(K);
    if (K && K != c64(1) && std::find(Distinct.begin(), Distinct.end(), K) == Distinct.end())
      Distinct.push_back(K);
  }
  auto Sequence = [&](auto Matches) {
    size_t Start = Ix.Seq.size();
    for (size_t I = 0; I < ClauseKey.size(); ++I)
      if (Matches(ClauseKey[I]))
        Ix.Seq.push_back(I);
    Ix.Seq.push_back(-1);
    return Start;
  };
  Ix.VarStart = Sequence([](Constant *) { return true; });
  Ix.OtherStart = Sequence([&](Constant *K) { return !K || K == c64(1); });
  for (Constant *D : Distinct)
    Ix.Keys.emplace_back(D, Sequence([&](Constant *K) { return !K || K == D; }));
  std::vector<Constant *> Words;
  for (int64_t V : Ix.Seq)
    Words.push_back(c64(V));
  auto *Ty = ArrayType::get(I64, Words.size());
  Ix.Table = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage,
                                ConstantArray::get(Ty, Words), Pr.key() + ".index");
  return Ix;
}

/// Tries the sequence at \p Start: fails if it is empty, else pushes a
/// choice point if it has more than one clause, and enters the first.
void Gen::trySequence(Predicate &Pr, const std::vector<Function *> &Clauses, const Index &Ix,
                      size_t Start, Function *Retry, ArrayRef<Value *> Args, Value *Kc,
                      Value *Ke, Value *B0, Value *TR0) {
  if (Ix.Seq[Start] < 0) {
    fail();
    return;
  }
  if (Ix.Seq[Start + 1] >= 0) {
    Value *Cp = pushCp(Retry, Pr.Arity);
    B.CreateStore(Kc, word(Cp, CpKcode));
    B.CreateStore(Ke, word(Cp, CpKenv));
    B.CreateStore(B0, word(Cp, CpCut));
    store(c64(Start + 1), Cp, CpNext);
    for (unsigned A = 0; A < Pr.Arity; ++A)
      store(Args[A], Cp, CpArgs + A);
  }
  std::vector<Function *> One = {Clauses[Ix.Seq[Start]]};
  dispatch(Pr, One, nullptr, Args, Kc, Ke, B0, TR0);
}

/// The predicate's entry: the first argument's kind picks the sequence.
void Gen::selectClauses(Predicate &Pr, const std::vector<Function *> &Clauses, const Index &Ix,
                        Function *Retry, ArrayRef<Value *> Args, Value *Kc, Value *Ke,
                        Value *B0, Value *TR0) {
  auto Try = [&](size_t Start) { trySequence(Pr, Clauses, Ix, Start, Retry, Args, Kc, Ke, B0, TR0); };
  if (Ix.Keys.empty() || Pr.Arity == 0) {
    Try(Ix.VarStart);
    return;
  }
  Value *D = deref(Args[0]);
  BasicBlock *Var = BasicBlock::Create(Ctx, "idx.var", S.F);
  BasicBlock *Other = BasicBlock::Create(Ctx, "idx.other", S.F);
  BasicBlock *Str = BasicBlock::Create(Ctx, "idx.str", S.F);
  BasicBlock *Keyed = BasicBlock::Create(Ctx, "idx.key", S.F);
  BasicBlock *Imm = BasicBlock::Create(Ctx, "idx.imm", S.F);
  SwitchInst *Tag = B.CreateSwitch(tagOf(D), Other, 5);
  Tag->addCase(cast<ConstantInt>(c64(PL_TAG_REF)), Var);
  Tag->addCase(cast<ConstantInt>(c64(PL_TAG_INT)), Imm);
  Tag->addCase(cast<ConstantInt>(c64(PL_TAG_ATOM)), Imm);
  B.SetInsertPoint(Imm);
  B.CreateBr(Keyed);
  Tag->addCase(cast<ConstantInt>(c64(PL_TAG_STR)), Str);
  BasicBlock *Lst = BasicBlock::Create(Ctx, "idx.lst", S.F);
  Tag->addCase(cast<ConstantInt>(c64(PL_TAG_LST)), Lst);
  B.SetInsertPoint(Str);
  Value *Functor = load(untag(D), 0);
  B.CreateBr(Keyed);
  B.SetInsertPoint(Lst);
  B.CreateBr(Keyed);
  B.SetInsertPoint(Keyed);
  PHINode *K = B.CreatePHI(I64, 3);
  K->addIncoming(D, Imm);
  K->addIncoming(Functor, Str);
  K->addIncoming(c64(PL_FUNCTOR_DOT), Lst);
  SwitchInst *Sw = B.CreateSwitch(K, Other, Ix.Keys.size());
  for (auto &[Key, Start] : Ix.Keys) {
    BasicBlock *BB = BasicBlock::Create(Ctx, "idx.case", S.F);
    Sw->addCase(cast<ConstantInt>(Key), BB);
    B.SetInsertPoint(BB);
    Try(Start);
  }
  B.SetInsertPoint(Var);
  Try(Ix.VarStart);
  B.SetInsertPoint(Other);
  Try(Ix.OtherStart);
}

/// Backtracking into the predicate (from pl.fail, which has undone the
/// trail): the next clause of the sequence the choice point is on; the last
/// one pops it.
Function *Gen::defineRetry(Predicate &Pr, const std::vector<Function *> &Clauses,
                           const Index &Ix) {
  Function *R = makeFn(contType(), Pr.key() + ".retry", Pr);
  begin(R);
  Value *Cp = &*R->arg_begin(); // pl.fail undid the trail
  std::vector<Value *> Args;
  for (unsigned A = 0; A < Pr.Arity; ++A)
    Args.push_back(load(Cp, CpArgs + A));
  Value *At = load(Cp, CpNext);
  Value *Kc = loadPtr(Cp, CpKcode), *Ke = loadPtr(Cp, CpKenv), *B0 = loadPtr(Cp, CpCut);
  Value *TR0 = O.Profile ? loadPtr(Cp, CpPtr) : nullptr;
  Value *Which = B.CreateLoad(I64, B.CreateInBoundsGEP(I64, Ix.Table, At));
  Value *Next = B.CreateLoad(I64, B.CreateInBoundsGEP(I64, Ix.Table, B.CreateAdd(At, c64(1))));
  BasicBlock *Pop = BasicBlock::Create(Ctx, "pop", R);
  BasicBlock *Keep = BasicBlock::Create(Ctx, "keep", R);
  BasicBlock *Go = BasicBlock::Create(Ctx, "go", R);
  B.CreateCondBr(B.CreateICmpSLT(Next, c64(0)), Pop, Keep);
  B.SetInsertPoint(Pop);
  B.CreateStore(loadPtr(Cp, CpPrev), RT.RegB);
  B.CreateBr(Go);
  B.SetInsertPoint(Keep);
  store(B.CreateAdd(At, c64(1)), Cp, CpNext);
  B.CreateBr(Go);
  B.SetInsertPoint(Go);
  dispatch(Pr, Clauses, Which, Args, Kc, Ke, B0, TR0);
  return R;
}

void Gen::dispatch(Predicate &Pr, const std::vector<Function *> &Clauses, Value *Which,
                   ArrayRef<Value *> Args, Value *Kc, Value *Ke, Value *B0, Value *TR0) {
  std::vector<Value *> CallArgs(Args.begin(), Args.end());
  CallArgs.push_back(Kc);
  CallArgs.push_back(Ke);
  CallArgs.push_back(B0);
  if (O.Profile)
    CallArgs.push_back(TR0);
  if (Clauses.size() == 1) {
    tailCall(Clauses[0], CallArgs);
    return;
  }
  BasicBlock *Bad = BasicBlock::Create(Ctx, "none", S.F);
  SwitchInst *Sw = B.CreateSwitch(Which, Bad, Clauses.size());
  for (size_t I = 0; I < Clauses.size(); ++I) {
    BasicBlock *BB = BasicBlock::Create(Ctx, "clause" + std::to_string(I), S.F);
    Sw->addCase(cast<ConstantInt>(c64(I)), BB);
    B.SetInsertPoint(BB);
    tailCall(Clauses[I], CallArgs);
  }
  B.SetInsertPoint(Bad);
  B.CreateUnreachable();
}

void Gen::declarePredicate(Predicate &Pr) {
  Function *F = Function::Create(predType(Pr.Arity), GlobalValue::InternalLinkage, Pr.key(), *M);
  F->setCallingConv(CallingConv::Tail);
  if (Pr.System)
    F->addFnAttr(CCPROF_NOPROFILE_ATTR);
  else if (!Pr.Owner.empty())
    F->addFnAttr(CCPROF_PART_OF_ATTR, Pr.Owner);
  if (Pr.Owner.empty() && !Pr.System && Pr.At.Line > 0) {
    DISubroutineType *Ty = DIB.createSubroutineType(DIB.getOrCreateTypeArray({}));
    DIFile *In = Pr.Library ? LibFile : DFile;
    DISubprogram *SP = DIB.createFunction(In, Pr.key(), Pr.key(), In, Pr.At.Line, Ty,
                                          Pr.At.Line, DINode::FlagZero,
                                          DISubprogram::SPFlagDefinition |
                                              DISubprogram::SPFlagLocalToUnit);
    F->setSubprogram(SP);
  }
  PredFns[Pr.key()] = F;
  if (profiled(Pr) && !Pr.Dynamic) {
    Function *C = Function::Create(F->getFunctionType(), GlobalValue::InternalLinkage,
                                   Pr.key() + ".counted", *M);
    C->setCallingConv(CallingConv::Tail);
    C->addFnAttr(CCPROF_ENTRY_OF_ATTR, Pr.key());
    CountedFns[Pr.key()] = C;
  }
}

void Gen::definePredicate(Predicate &Pr) {
  Function *F = PredFns[Pr.key()];
  if (Pr.Dynamic) {
    defineDynamic(Pr, F);
    return;
  }
  // A clause runs only where its predicate's record is current already:
  // jumped to from the predicate's entry or its retry code (both make it
  // current) and calling only the runtime (which keeps `current`) or, in
  // tail position, other code. So the pass leaves it alone: a part's store
  // of the record on entry would be redundant.
  std::vector<Function *> Clauses;
  for (size_t I = 0; I < Pr.Clauses.size(); ++I) {
    Clauses.push_back(makeFn(predType(Pr.Arity, O.Profile ? 2 : 1),
                             Pr.key() + ".cl" + std::to_string(I), Pr));
    Clauses.back()->removeFnAttr(CCPROF_PART_OF_ATTR);
    Clauses.back()->addFnAttr(CCPROF_NOPROFILE_ATTR);
  }
  Index Ix;
  Function *Retry = nullptr;
  if (Clauses.size() > 1) {
    Ix = buildIndex(Pr);
    Retry = defineRetry(Pr, Clauses, Ix);
  }

  // The entry, and the counted entry (-p) with the same code after its port.
  for (Function *E : {F, countedEntry(Pr)}) {
    if (!E)
      continue;
    auto [Args, Kc, Ke] = entry(Pr, E, E != F);
    Value *B0 = B.CreateLoad(Ptr, RT.RegB, "B0");
    Value *TR0 = O.Profile ? B.CreateLoad(Ptr, RT.RegPTR, "TR0") : nullptr;
    if (Clauses.empty())
      fail();
    else if (Clauses.size() == 1)
      dispatch(Pr, Clauses, nullptr, Args, Kc, Ke, B0, TR0);
    else
      selectClauses(Pr, Clauses, Ix, Retry, Args, Kc, Ke, B0, TR0);
  }
  for (size_t I = 0; I < Pr.Clauses.size(); ++I)
    defineClause(Pr, I, Clauses[I]);
}

/// A dynamic predicate: its clauses are in the run-time database.
void Gen::defineDynamic(Predicate &Pr, Function *F) {
  auto [Args, Kc, Ke] = entry(Pr, F);
  Value *Goal = atomTerm(Pr.Name);
  if (Pr.Arity) {
    Value *Cells = RT.alloc(B, Pr.Arity + 1);
    store(functorWord(Pr.Name, Pr.Arity), Cells, 0);
    for (unsigned A = 0; A < Pr.Arity; ++A)
      store(Args[A], Cells, A + 1);
    Goal = B.CreateAdd(B.CreatePtrToInt(Cells, I64), c64(PL_TAG_STR));
  }
  tailCall(RT.DynCall, {Goal, Kc, Ke});
}

/// name/N.meta(goal, kcode, kenv): call/1's entry, given the goal term.
void Gen::defineMeta(Predicate &Pr) {
  Function *F = makeFn(FunctionType::get(I32, {I64, Ptr, Ptr}, false), Pr.key() + ".meta", Pr);
  F->removeFnAttr(CCPROF_PART_OF_ATTR);
  F->addFnAttr(CCPROF_NOPROFILE_ATTR);
  begin(F);
  auto Arg = F->arg_begin();
  Value *G = &*Arg++;
  Value *Kc = &*Arg++, *Ke = &*Arg++;
  std::vector<Value *> Args;
  if (Pr.Arity) {
    bool List = Pr.Name == "[|]" && Pr.Arity == 2;
    Value *Cells = untag(G);
    for (unsigned A = 0; A < Pr.Arity; ++A)
      Args.push_back(load(Cells, A + (List ? 0 : 1)));
  }
  Function *Target = PredFns[Pr.key()];
  if (profiled(Pr)) { // no caller to count the exit
    std::tie(Kc, Ke) = RT.exitCounter(B, portsFor(Pr), Kc, Ke);
    if (Function *Counted = countedEntry(Pr))
      Target = Counted;
  }
  Args.push_back(Kc);
  Args.push_back(Ke);
  tailCall(Target, Args);
  RT.addMetaEntry(functorWord(Pr.Name, Pr.Arity), F);
}

/// A C built-in's entry for call/N (maplist(write, L), G =.. [is, X, E]).
void Gen::defineBuiltinMeta(const std::string &Name, unsigned Arity, FunctionCallee Fn) {
  std::string Key = Name + "/" + std::to_string(Arity);
  if (PredFns.count(Key))
    return;
  Function *F = Function::Create(FunctionType::get(I32, {I64, Ptr, Ptr}, false),
                                 GlobalValue::InternalLinkage, Key + ".meta", *M);
  F->setCallingConv(CallingConv::Tail);
  F->addFnAttr(CCPROF_NOPROFILE_ATTR);
  begin(F);
  auto Arg = F->arg_begin();
  Value *G = &*Arg++;
  Value *Kc = &*Arg++, *Ke = &*Arg++;
  std::vector<Value *> Args;
  for (unsigned A = 0; A < Arity; ++A)
    Args.push_back(load(untag(G), A + 1));
  onStatus(B.CreateCall(Fn, Args));
  tailCallK(Kc, Ke);
  RT.addMetaEntry(functorWord(Name, Arity), F);
}

void Gen::emitRunGoal() {
  // i32 pl_run_goal(i64 which): runs start-up goal `which` to its first
  // solution (0: failed, 1: succeeded, 2: exception; runtime/run.c).
  Function *F = Function::Create(FunctionType::get(I32, {I64}, false),
                                 GlobalValue::ExternalLinkage, "pl_run_goal", *M);
  F->addFnAttr(CCPROF_NOPROFILE_ATTR);
  begin(F);
  Value *Which = &*F->arg_begin();
  BasicBlock *Bad = BasicBlock::Create(Ctx, "none", F);
  SwitchInst *Sw = B.CreateSwitch(Which, Bad, P.StartGoals.size());
  for (size_t I = 0; I < P.StartGoals.size(); ++I) {
    BasicBlock *BB = BasicBlock::Create(Ctx, "goal" + std::to_string(I), F);
    Sw->addCase(cast<ConstantInt>(c64(I)), BB);
    B.SetInsertPoint(BB);
    CallInst *C = B.CreateCall(PredFns[P.StartGoals[I]], {RT.Succeed, ConstantPointerNull::get(Ptr)});
    C->setCallingConv(CallingConv::Tail);
    B.CreateRet(C);
  }
  B.SetInsertPoint(Bad);
  B.CreateRet(ConstantInt::get(I32, PL_STATUS_FAILED));

  // main: the runtime's (runtime/run.c), which runs the goals.
  Function *Main = Function::Create(FunctionType::get(I32, {I32, Ptr}, false),
                                    GlobalValue::ExternalLinkage, "main", *M);
  Main->addFnAttr(CCPROF_NOPROFILE_ATTR);
  begin(Main);
  FunctionCallee PlMain =
      M->getOrInsertFunction("pl_main", FunctionType::get(I32, {I32, Ptr}, false));
  B.CreateRet(B.CreateCall(PlMain, {&*Main->arg_begin(), &*(Main->arg_begin() + 1)}));
}

void Gen::emitTables() {
  RT.emitMetaTable();
  std::vector<Constant *> Names;
  for (const std::string &A : NewAtoms)
    Names.push_back(B.CreateGlobalString(A, "pl.atom"));
  RT.emitTable("pl_program_atoms", Ptr, Names);
  std::vector<Constant *> Dyn;
  for (Predicate &Pr : P.Preds)
    if (Pr.Dynamic)
      Dyn.push_back(functorWord(Pr.Name, Pr.Arity));
  RT.emitTable("pl_program_dynamic", I64, Dyn);
  std::vector<Constant *> Static; // the user's compiled predicates
  for (Predicate &Pr : P.Preds)
    if (!Pr.Dynamic && !Pr.Library && !Pr.System && Pr.Owner.empty())
      Static.push_back(functorWord(Pr.Name, Pr.Arity));
  RT.emitTable("pl_program_static", I64, Static);
  std::vector<Constant *> Ops;
  for (const TermPtr &D : P.Ops) // op(P, Type, Names): for write/1
    if (isGround(*D))
      Ops.push_back(ground(D));
  RT.emitTable("pl_program_ops", I64, Ops);
  RT.emitCount("pl_program_ngoals", P.StartGoals.size());
  RT.emitCount("pl_program_main_goal", P.HasMain ? P.StartGoals.size() - 1 : (uint64_t)-1);
  if (O.Profile)
    RT.emitPortsRegistration();
}

std::unique_ptr<Module> Gen::run() {
  for (unsigned I = 0; I < PL_ATOM_FIRST_FREE; ++I) {
    static const char *const Predefined[] = {
#define X(Name, Text) Text,
        PL_PREDEFINED_ATOMS
#undef X
    };
    Atoms[Predefined[I]] = I;
  }
  DICompileUnit *CU = nullptr;
  DFile = DIB.createFile(O.File, O.Dir);
  LibFile = DIB.createFile("prelude.pl", "frontends/prolog-mini");
  CU = DIB.createCompileUnit(dwarf::DW_LANG_C, DFile, "prologc", true, "", 0);
  (void)CU;
  M->addModuleFlag(Module::Warning, "Debug Info Version", DEBUG_METADATA_VERSION);
  M->addModuleFlag(Module::Warning, "Dwarf Version", 4);
  RT.declare(O.Profile, O.Profile && O.Stacks);
  for (Predicate &Pr : P.Preds)
    declarePredicate(Pr);
  RT.defineGlue(PredFns.at("call/1"), PredFns.at("$cb/2"));
  for (Predicate &Pr : P.Preds) {
    definePredicate(Pr);
    defineMeta(Pr);
  }
#define PL_BUILTIN(BName, BArity, BFn) defineBuiltinMeta(BName, BArity, RT.builtin(#BFn, BArity));
  PL_BUILTINS
#undef PL_BUILTIN
  emitRunGoal();
  emitTables();
  DIB.finalize();
  return std::move(M);
}

} // namespace

std::unique_ptr<Module> codegen(Program &P, LLVMContext &Ctx, const CodegenOptions &O) {
  Gen G(P, Ctx, O);
  return G.run();
}

} // namespace pl
